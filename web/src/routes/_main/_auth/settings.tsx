import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { AccountSettings } from '@/features/auth/components/account-settings';
import { AccessTokens } from '@/features/tokens/components/access-tokens';

// Settings is a real page (the avatar menu names it): sign-in methods, a password change link, and the
// personal access tokens of the REST API.
export const Route = createFileRoute('/_main/_auth/settings')({
  head: () => ({ meta: [{ title: 'Settings · Recipe Book' }] }),
  component: SettingsPage,
});

function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <SignedInUser>
        {(user) => (
          <div className="flex max-w-2xl flex-col gap-6">
            <AccountSettings user={user} />
            <AccessTokens />
          </div>
        )}
      </SignedInUser>
    </>
  );
}
