import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { AccountArea } from '@/features/auth/components/account-area';
import { TimerTrayHost } from '@/features/step-timers/components/timer-tray-host';
import { usePageHydrated } from '@/lib/page-hydration';
import { useSessionHint } from '@/lib/session-hint';

/** Every page except Login, Register and the 404 sits in the main layout. */
export const Route = createFileRoute('/_main')({
  component: MainLayout,
});

function MainLayout() {
  // The navigation's signed-in links follow the session hint, which Auth keeps
  // current (lib/session-hint.ts): so a visitor's page never loads Auth for them.
  const signedIn = useSessionHint() === true;
  usePageHydrated();
  return (
    <>
      <AppShell signedIn={signedIn} account={<AccountArea />}>
        <Outlet />
      </AppShell>
      {/* After the footer: the tray's room at the page's end comes below everything. */}
      <TimerTrayHost />
    </>
  );
}
