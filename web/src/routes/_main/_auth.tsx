import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHydrated } from '@/lib/page-hydration';

/**
 * Pages that need a signed-in user. This guard is a convenience for people:
 * the security boundary is firestore.rules and the API's token check.
 */
export const Route = createFileRoute('/_main/_auth')({
  // Who is signed in is known only in the browser: the server sends the app
  // shell (the layout and a spinner), and the browser runs the guard and the page.
  ssr: false,
  beforeLoad: async ({ context, location }) => {
    if (await context.auth.signedInUser()) return;
    // A redirect committed while a page loaded at this address is still hydrating
    // would take the layout away from under parts React has yet to hydrate (#422, #520).
    await pageHydrated();
    throw redirect({ to: '/login', search: { redirect: location.href } });
  },
});
