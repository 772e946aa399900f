import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { ProfileCard } from '@/features/auth/components/profile-card';

export const Route = createFileRoute('/_main/_auth/profile')({
  head: () => ({ meta: [{ title: 'Profile · Recipe Book' }] }),
  component: ProfilePage,
});

function ProfilePage() {
  return (
    <>
      <PageHeader title="Profile" />
      <SignedInUser>{(user) => <ProfileCard user={user} />}</SignedInUser>
    </>
  );
}
