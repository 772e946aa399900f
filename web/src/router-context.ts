import type { AuthUser } from '@/features/auth/api/auth-store';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  auth: {
    /** Read at call time, so a guard never sees a stale user. */
    readonly user: AuthUser | null;
  };
}
