// The detail page's head: title, description, canonical URL, Open Graph and
// schema.org Recipe JSON-LD, from the one builder shared with the server-side
// recipe page (schema/src/recipe-json-ld.ts) so both describe a recipe alike.
import type { Recipe } from '@recipe-book/schema/recipe';
import {
  absoluteUrl,
  recipeDescription,
  recipeJsonLd,
  recipePageTitle,
  recipeUrl,
  SITE_NAME,
} from '@recipe-book/schema/recipe-json-ld';

const NOT_FOUND_TITLE = `Recipe not found · ${SITE_NAME}`;

/** TanStack `head()` content for a recipe (null: not found), at the site's own origin. */
export function recipeHead(recipe: Recipe | null, origin: string) {
  if (!recipe) {
    return { meta: [{ title: NOT_FOUND_TITLE }, { name: 'robots', content: 'noindex' }] };
  }
  const title = recipePageTitle(recipe);
  const description = recipeDescription(recipe);
  const url = recipeUrl(origin, recipe.id);
  const image = absoluteUrl(origin, recipe.image);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'article' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: recipe.title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { 'script:ld+json': recipeJsonLd(origin, recipe) },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}

// A recipe page served by the `recipePage` function arrives with that recipe's
// description, canonical URL, Open Graph tags and JSON-LD already in <head>,
// for crawlers that do not run JavaScript. Once the app renders its own (the
// route's head(), kept current on client-side navigation), the served ones
// would be duplicates, or stale after moving to another recipe: drop them.
// They are noted when this module loads (with the router, before the first
// render), so no tag React adds is ever among them.
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
