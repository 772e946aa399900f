// Puts a page's own head (title, description, canonical URL, Open Graph,
// Twitter card, JSON-LD, and for the app its data and picture) into the SPA's
// index.html, replacing the generic tags the build wrote there.

export interface PageHead {
  title: string;
  description: string;
  /** Absolute; omitted on pages that should not be indexed under their own address. */
  canonicalUrl?: string;
  /** Absolute image URL for link previews. */
  imageUrl?: string;
  /** `article` for a recipe, `website` otherwise. */
  ogType: 'article' | 'website';
  /** Already-escaped JSON for a `<script type="application/ld+json">`. */
  jsonLd?: string;
  /** Adds `noindex`, for the not-found page. */
  noindex?: boolean;
  /** The page's main picture, as the app will request it: fetched at once, with high priority. */
  preloadImage?: string;
  /** Data for the app's first render, already script-safe JSON, in `<script type="application/json" id=…>`. */
  appData?: { elementId: string; json: string };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function headTags(head: PageHead, siteName: string): string[] {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
    tags.push(meta('property', 'og:url', head.canonicalUrl));
  }
  tags.push(
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.imageUrl) {
    tags.push(meta('property', 'og:image', head.imageUrl), meta('name', 'twitter:image', head.imageUrl));
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${head.jsonLd}</script>`);
  if (head.preloadImage) {
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.preloadImage)}" />`);
  }
  if (head.appData) {
    tags.push(
      `<script type="application/json" id="${escapeHtml(head.appData.elementId)}">${head.appData.json}</script>`,
    );
  }
  return tags;
}

/** Generic tags of index.html that a page's own head replaces (one of each may be there). */
const REPLACED = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/i,
  /<link\s+rel="canonical"[^>]*>\s*/i,
  /<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*/gi,
];

export function withHead(html: string, head: PageHead, siteName: string): string {
  const stripped = REPLACED.reduce((text, pattern) => text.replace(pattern, ''), html);
  const tags = headTags(head, siteName).join('\n    ');
  // A function replacement: `$` in a title must stay a dollar sign.
  return stripped.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
