// A visitor (nobody signed in on this device: lib/session-hint.ts) never
// downloads the Firestore SDK on a public page. The route loaders read through
// the router context's reader, which in the browser is the web SDK; for a
// visitor, a loader that would read in the browser (a link followed, a filter,
// the next page, Back to a page whose kept data is stale) instead sends the
// browser to the page's address: a document navigation, which Hosting's CDN
// answers with the page as every visitor gets it (docs/caching.md), the
// scripts already cached. A preload (a link pointed at) reads nothing then.
// Once Firestore is loaded (someone signed in), loaders read through it.
import { redirect } from '@tanstack/react-router';
import { loadedFirestore } from './firebase';
import { mayHaveSession } from './session-hint';

const isVisitor = () => !mayHaveSession() && loadedFirestore() === undefined;

/** Whether a loader's read is a page load now (a visitor): a search box then searches on Enter, not while typing. */
export const readsAsPageLoads = isVisitor;

type Reads<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

/**
 * `reader` for the router's context in the browser: each read, for a visitor, becomes a document
 * navigation to `target()`, the address the router is loading (TanStack Router's `reloadDocument` redirect).
 */
export function readPagesForVisitors<T extends Reads<T>>(reader: T, target: () => string): T {
  const wrapped = Object.fromEntries(
    Object.entries(reader).map(([name, read]) => [
      name,
      async (...args: unknown[]) => {
        if (isVisitor()) throw redirect({ href: target(), reloadDocument: true });
        return (read as (...args: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  );
  return wrapped as T;
}
