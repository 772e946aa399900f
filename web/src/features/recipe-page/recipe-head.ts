// The detail page's head: title, description, canonical URL, Open Graph and
// schema.org Recipe JSON-LD (with its rating and newest reviews), from the one
// builder shared with the server-side recipe page (schema/src/recipe-json-ld.ts)
// so both describe a recipe alike.
import type { Recipe } from '@recipe-book/schema/recipe';
import {
  absoluteUrl,
  recipeDescription,
  recipeJsonLd,
  recipePageTitle,
  recipeUrl,
  type ReviewForHead,
  SITE_NAME,
} from '@recipe-book/schema/recipe-json-ld';
import { isListed } from '@recipe-book/schema/visibility';

const NOT_FOUND_TITLE = `Recipe not found · ${SITE_NAME}`;

/**
 * An unlisted recipe is for those who have its link: search engines must not
 * list it either. (A private one reaches this page only for its author, signed
 * in, after the server answered 404; it says the same.)
 */
const unlistedRobots = (recipe: Recipe) => (isListed(recipe) ? [] : [{ name: 'robots', content: 'noindex' }]);

/** TanStack `head()` content for a recipe (null: not found) and its newest reviews, at the site's own origin. */
export function recipeHead(recipe: Recipe | null, reviews: readonly ReviewForHead[], origin: string) {
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
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { 'script:ld+json': recipeJsonLd(origin, recipe, reviews) },
      ...unlistedRobots(recipe),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
