import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useAuth } from '@/features/auth/api/auth-store';
import { AccountSettings } from '@/features/auth/components/account-settings';

// Settings is a real page (the avatar menu names it): sign-in methods and a password change link.
export const Route = createFileRoute('/_main/_auth/settings')({
  head: () => ({ meta: [{ title: 'Settings · Recipe Book' }] }),
  component: SettingsPage,
});

function SettingsPage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title="Settings" />
      {user && <AccountSettings user={user} />}
    </>
  );
}
