import type { RecipeReader } from '@recipe-book/schema/recipe-reader';

/** What every route's beforeLoad, loader and head receive, on the server and in the browser. */
export interface RouterContext {
  auth: {
    /**
     * The signed-in user once Firebase Auth has answered (browser only: on the
     * server nobody is signed in, and pages for signed-in users render in the browser).
     */
    signedInUser(): Promise<{ uid: string } | null>;
  };
  /** The site's public origin, for canonical and shared links. */
  origin: string;
  /** What the loaders read: the Admin SDK on the server, the web SDK in the browser. */
  recipes: RecipeReader;
}
