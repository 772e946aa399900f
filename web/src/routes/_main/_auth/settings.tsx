import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { AccountSettings } from '@/features/auth/components/account-settings';

// Settings is a real page (the avatar menu names it): sign-in methods and a password change link.
export const Route = createFileRoute('/_main/_auth/settings')({
  head: () => ({ meta: [{ title: 'Settings · Recipe Book' }] }),
  component: SettingsPage,
});

function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <SignedInUser>{(user) => <AccountSettings user={user} />}</SignedInUser>
    </>
  );
}
