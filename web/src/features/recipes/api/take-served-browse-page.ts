// The first page of All Recipes that the server-rendered /allRecipes carries
// in its HTML (functions/src/pages/all-recipes-page.ts), in three parts taken
// once each by the hooks that would otherwise read them from Firestore: the
// recipes, their total and the cuisines in use. The server renders the page
// from the same parts, so the browser's first render matches its HTML. A
// later visit within the app reads Firestore, which by then may know more.
import {
  parseServedBrowsePage,
  SERVED_BROWSE_PAGE_ELEMENT_ID,
  type ServedBrowsePage,
} from '@recipe-book/schema/served-browse-page';
import type { BrowseSearch } from '../browse-search';

let served: ServedBrowsePage | null | undefined;
const taken = new Set<keyof ServedBrowsePage>();

/**
 * On the server (web/src/server/render-page.tsx), the page being rendered, or
 * null when done. Rendering to a string is synchronous, so one page at a time.
 */
export function serveBrowsePage(page: ServedBrowsePage | null): void {
  served = page;
  taken.clear();
}

function servedPage(): ServedBrowsePage | null {
  // On the server without a page to render there is nothing to take: the hooks read as usual.
  if (served === undefined && typeof document === 'undefined') return null;
  if (served === undefined) {
    const element = document.getElementById(SERVED_BROWSE_PAGE_ELEMENT_ID);
    served = element && parseServedBrowsePage(element.textContent ?? '');
    element?.remove();
  }
  return served;
}

export function takeServedBrowsePart<K extends keyof ServedBrowsePage>(part: K): ServedBrowsePage[K] | undefined {
  const page = servedPage();
  if (!page || taken.has(part)) return undefined;
  taken.add(part);
  return page[part];
}

/** Whether this is the list the server sends: newest first, no filter, first page (the view may be either). */
export function isServedListing({ cuisine, q, sort, page, after, before, last }: BrowseSearch): boolean {
  return [cuisine, q, sort, after, before, last].every((value) => value === undefined) && (page ?? 1) === 1;
}
