// The app's look-and-feel numbers, in one place. They are product decisions
// about the interface only, so they live with the web app; the data contract
// (limits, cuisines, page size) stays in schema/.

/** Toasts sit top-right and stay 5 s unless the pointer or focus pauses them. */
export const TOAST_OPTIONS = { position: 'top-right', durationMs: 5000 } as const;

/** Home hero carousel: a new slide every 3 s, 600 ms slides, 30 px between slides. */
export const CAROUSEL = { autoplayMs: 3000, speedMs: 600, gap: 30 } as const;

/** Home typewriter: ms per typed and per deleted letter, and the pause on a full phrase. */
export const TYPEWRITER = { typeMs: 80, deleteMs: 50, delayMs: 1500 } as const;

/** Entrance animations (skipped when reduced motion is preferred). */
export const ANIMATION_MS = 1000;

/** Home blog teasers show this many characters of a post, then an ellipsis. */
export const BLOG_TEASER_LENGTH = 120;

/** The copyright year in the footer. */
export const FOOTER_YEAR = 2025;

/** The id of the recipe page's reviews section: the rating under the title links to it. */
export const REVIEWS_SECTION_ID = 'reviews';

/**
 * A visitor's public page reads its data again through the REST API at most this often while its tab
 * is visible (and whenever the tab becomes visible again): lib/page-freshness.ts, docs/caching.md.
 */
export const REVALIDATE_INTERVAL_MS = 60_000;
