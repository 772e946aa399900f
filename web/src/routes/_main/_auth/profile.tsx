import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useAuth } from '@/features/auth/api/auth-store';
import { ProfileCard } from '@/features/auth/components/profile-card';

export const Route = createFileRoute('/_main/_auth/profile')({
  head: () => ({ meta: [{ title: 'Profile · Recipe Book' }] }),
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title="Profile" />
      {user && <ProfileCard user={user} />}
    </>
  );
}
