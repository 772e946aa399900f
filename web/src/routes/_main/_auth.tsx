import { createFileRoute, redirect } from '@tanstack/react-router';
import { GuardShell, guardShellHydrated } from '@/features/auth/components/guard-shell';

/**
 * Pages that need a signed-in user. This guard is a convenience for people:
 * the security boundary is firestore.rules and the API's token check.
 */
export const Route = createFileRoute('/_main/_auth')({
  // Who is signed in is known only in the browser: the server sends the app
  // shell (the layout and a spinner), and the browser runs the guard and the page.
  ssr: false,
  pendingComponent: GuardShell,
  beforeLoad: async ({ context, location }) => {
    if (await context.auth.signedInUser()) return;
    // A page loaded at this address is still hydrating the server's shell (see guard-shell.tsx).
    await guardShellHydrated();
    throw redirect({ to: '/login', search: { redirect: location.href } });
  },
});
