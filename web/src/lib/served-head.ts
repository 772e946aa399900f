// The HTML arrives with head tags for crawlers and link previews that do not
// run JavaScript: a general description in index.html, and on a recipe page
// served by the `recipePage` function that recipe's description, canonical URL,
// Open Graph tags and JSON-LD. Once the app renders its own (each route's
// head(), kept current on client-side navigation), the served ones would be
// duplicates, or stale after moving to another page: drop them. They are noted
// when this module loads, before the first render, so no tag React adds is
// ever among them.
const SERVED =
  typeof document === 'undefined'
    ? []
    : [
        ...document.head.querySelectorAll(
          'script[type="application/ld+json"], link[rel="canonical"], meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]',
        ),
      ];

export function dropServedHead(): void {
  for (const element of SERVED.splice(0)) element.remove();
}
