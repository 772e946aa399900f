// A fact about the browser that holds while the page is open (an API it has),
// for components whose HTML is rendered ahead of the browser (by a function or
// at build time): that HTML, and the browser while it takes the HTML over, use
// the assumed answer; the real one follows at once.
import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;
const yes = () => true;
const no = () => false;

export function useBrowserFact(read: () => boolean, assumed: boolean): boolean {
  return useSyncExternalStore(noChange, read, assumed ? yes : no);
}
