import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { useAuth } from '@/features/auth/api/auth-store';
import { AccountArea } from '@/features/auth/components/account-area';

/** Every page except Login, Register and the 404 sits in the main layout. */
export const Route = createFileRoute('/_main')({
  component: MainLayout,
});

function MainLayout() {
  const { user } = useAuth();
  return (
    <AppShell signedIn={user !== null} account={<AccountArea />}>
      <Outlet />
    </AppShell>
  );
}
