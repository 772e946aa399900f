import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { JoinHousehold } from '@/features/household/components/join-household';

// An invite link to a household (Settings → Household → Create invite link). Under the signed-in layout,
// so a visitor signs in (or registers) first and comes back here.
export const Route = createFileRoute('/_main/_auth/join/$code')({
  head: () => ({ meta: [{ title: 'Join a household · Recipe Book' }] }),
  component: JoinPage,
});

function JoinPage() {
  const { code } = Route.useParams();
  return (
    <>
      <PageHeader title="Join a household" />
      <JoinHousehold code={code} />
    </>
  );
}
