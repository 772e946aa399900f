import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { AccountSettings } from '@/features/auth/components/account-settings';
import { AccessTokens } from '@/features/tokens/components/access-tokens';
import { Spinner } from '@/components/ui/spinner';

// The calendar feed's section comes after the page's first load, which is near its budget.
const CalendarFeed = lazy(() => import('@/features/meal-plan/components/calendar-feed'));
// So does the household's, which talks to the REST API only once it is shown.
const HouseholdSettings = lazy(() => import('@/features/household/components/household-settings'));

// Settings is a real page (the avatar menu names it): sign-in methods, a password change link, the
// household (who shares the plan and the list), the personal access tokens of the REST API, and the
// meal plan's calendar feed.
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
            <Suspense fallback={<Spinner label="Loading your household" />}>
              <HouseholdSettings uid={user.uid} />
            </Suspense>
            <AccessTokens />
            <Suspense fallback={<Spinner label="Loading the calendar feed" />}>
              <CalendarFeed />
            </Suspense>
          </div>
        )}
      </SignedInUser>
    </>
  );
}
