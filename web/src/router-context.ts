import type { Recipe } from '@recipe-book/schema/recipe';
import type { AuthUser } from '@/features/auth/api/auth-store';

/** Data a page carries in its HTML (rendered by a function), handed to the route that shows it. */
export interface ServedData {
  /** The recipe `id` if the page came with it: in the browser, taken once from the HTML. */
  recipe(id: string): Recipe | undefined;
}

/** What every route's beforeLoad, loader and head receive. */
export interface RouterContext {
  auth: {
    /**
     * The signed-in user once Firebase Auth has answered (it loads after the
     * first render, so a guard waits for it; read at call time, never stale).
     */
    signedInUser(): Promise<AuthUser | null>;
  };
  /** The site's origin, for canonical and shared links (the request's on the server). */
  origin: string;
  served: ServedData;
}
