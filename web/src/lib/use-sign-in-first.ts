// A signed-out visitor who presses like or wishlist, or wants to write a
// review, goes to /login and comes back to the very page (path and search)
// they were on.
import { useNavigate, useRouterState } from '@tanstack/react-router';

/** The Login page's search params that bring the visitor back here (to the element with id `section`, if given). */
export function useLoginRedirect(section?: string): { redirect: string } {
  const href = useRouterState({ select: (state) => state.location.href });
  return { redirect: section === undefined ? href : `${href.split('#')[0] ?? href}#${section}` };
}

/** Goes to Login, and back here after it. */
export function useSignInFirst(): () => void {
  const navigate = useNavigate();
  const search = useLoginRedirect();
  return () => void navigate({ to: '/login', search });
}
