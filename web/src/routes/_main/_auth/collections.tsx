import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { MyCollections } from '@/features/collections/components/my-collections';

export const Route = createFileRoute('/_main/_auth/collections')({
  head: () => ({ meta: [{ title: 'Collections · Recipe Book' }] }),
  component: CollectionsPage,
});

function CollectionsPage() {
  return (
    <>
      <PageHeader title="Collections">
        <p>Your recipes gathered by theme, the most recently changed first. Each one is yours to keep or share.</p>
      </PageHeader>
      <SignedInUser>{(user) => <MyCollections uid={user.uid} />}</SignedInUser>
    </>
  );
}
