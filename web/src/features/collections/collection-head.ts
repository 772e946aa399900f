// The collection page's head: title, description, canonical URL, Open Graph
// (its first recipe's picture, for a preview card in a chat) and the
// schema.org ItemList, from schema/src/collection-json-ld.ts. An unlisted
// collection is for those who have its link: search engines must not list it.
// The route's loader imports this module on demand and hands its result to
// head(): code that head() imported itself would sit in every page's entry
// script (the route tree is part of it).
import {
  collectionDescription,
  collectionJsonLd,
  collectionPageTitle,
  collectionUrl,
} from '@recipe-book/schema/collection-json-ld';
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { absoluteUrl, SITE_NAME } from '@recipe-book/schema/recipe-json-ld';
import { isListed } from '@recipe-book/schema/visibility';

export function collectionHead(page: CollectionPage, origin: string) {
  const title = collectionPageTitle(page);
  const description = collectionDescription(page);
  const url = collectionUrl(origin, page.collection.id);
  const cover = page.recipes[0]?.image;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...(cover ? [{ property: 'og:image', content: absoluteUrl(origin, cover) }] : []),
      { name: 'twitter:card', content: cover ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: title },
      { 'script:ld+json': collectionJsonLd(origin, page) },
      // A private one reaches this head only for its cook, signed in, after the server answered 404.
      ...(isListed(page.collection) ? [] : [{ name: 'robots', content: 'noindex' }]),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
