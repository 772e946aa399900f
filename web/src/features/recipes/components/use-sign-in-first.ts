// A signed-out visitor who presses like or wishlist goes to /login and comes
// back to the very page (path and search) they were on.
import { useNavigate, useRouterState } from '@tanstack/react-router';

export function useSignInFirst(): () => void {
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  return () => void navigate({ to: '/login', search: { redirect: href } });
}
