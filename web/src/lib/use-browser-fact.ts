// A fact about the browser that holds while the page is open (an API it has),
// for components rendered on the server: the server's HTML, and hydration,
// use the assumed answer; the real one follows at once.
import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;
const yes = () => true;
const no = () => false;

export function useBrowserFact(read: () => boolean, assumed: boolean): boolean {
  return useSyncExternalStore(noChange, read, assumed ? yes : no);
}
