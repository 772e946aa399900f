import type { AuthUser } from '@/features/auth/api/auth-store';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  auth: {
    /**
     * The signed-in user once Firebase Auth has answered (it loads after the
     * first render, so a guard waits for it; read at call time, never stale).
     */
    signedInUser(): Promise<AuthUser | null>;
  };
}
