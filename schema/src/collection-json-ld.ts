// A collection page's head for search engines and chat previews: its address,
// title, description and schema.org ItemList (each recipe page a ListItem at
// its position), shared by the page's head() so the server's HTML carries them.
import type { CollectionPage } from './collection-page';
import { recipeUrl, SITE_NAME } from './recipe-json-ld';

export const collectionUrl = (origin: string, id: string): string => `${origin}/collections/${encodeURIComponent(id)}`;

export const collectionPageTitle = ({ collection }: Pick<CollectionPage, 'collection'>): string =>
  `${collection.name} · ${SITE_NAME}`;

/** Its own description, else a sentence saying what it is. */
export function collectionDescription({ collection, ownerName, recipes }: CollectionPage): string {
  if (collection.description) return collection.description;
  const count = recipes.length === 1 ? '1 recipe' : `${recipes.length} recipes`;
  return `A collection of ${count} by ${ownerName} on ${SITE_NAME}.`;
}

export function collectionJsonLd(origin: string, page: CollectionPage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: page.collection.name,
    description: collectionDescription(page),
    url: collectionUrl(origin, page.collection.id),
    numberOfItems: page.recipes.length,
    itemListElement: page.recipes.map((recipe, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: recipeUrl(origin, recipe.id),
      name: recipe.title,
    })),
  };
}
