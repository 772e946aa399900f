import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { DashboardNav } from '@/features/my-recipes/components/dashboard-nav';
import { DashboardOverview } from '@/features/my-recipes/components/dashboard-overview';

export const Route = createFileRoute('/_main/_auth/dashboard')({
  head: () => ({ meta: [{ title: 'Dashboard · Recipe Book' }] }),
  component: DashboardPage,
});

function DashboardPage() {
  // The public origin (router context): the downloaded recipes name their pages on it.
  const origin = Route.useRouteContext({ select: (context) => context.origin });
  return (
    <SignedInUser>
      {(user) => (
        <>
          <PageHeader title="Dashboard">
            <p>Welcome back, {user.displayName || 'User'}! Your recipes and their numbers at a glance.</p>
          </PageHeader>
          <div className="grid grid-cols-1 gap-8 md:grid-cols-[14rem_minmax(0,1fr)] md:items-start">
            <DashboardNav />
            <DashboardOverview uid={user.uid} origin={origin} />
          </div>
        </>
      )}
    </SignedInUser>
  );
}
