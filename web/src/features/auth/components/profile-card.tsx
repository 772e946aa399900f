import { lazy, Suspense, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import type { AuthUser } from '../api/auth-user';

// The dialog (with react-hook-form and zod, 38 kB gzip) is downloaded when the
// cook points at or focuses Edit Profile, not with the page.
const loadEditProfileDialog = () => import('./edit-profile-dialog');
const EditProfileDialog = lazy(() => loadEditProfileDialog().then((module) => ({ default: module.EditProfileDialog })));

export function ProfileCard({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  // Once opened, the dialog stays mounted (closed), as it keeps what was typed.
  const [opened, setOpened] = useState(false);
  return (
    <section
      aria-labelledby="profile-name"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow"
    >
      <Avatar src={user.photoURL} alt={user.displayName ? `Photo of ${user.displayName}` : 'Profile photo'} size="lg" />
      <h2 id="profile-name" className="text-2xl font-bold">
        {user.displayName || 'No Name'}
      </h2>
      <p className="text-stone-700">{user.email || 'No Email'}</p>
      <Button
        onClick={() => {
          setOpened(true);
          setEditing(true);
        }}
        onPointerEnter={() => void loadEditProfileDialog()}
        onFocus={() => void loadEditProfileDialog()}
        className="mt-2"
      >
        Edit Profile
      </Button>
      {opened && (
        <ErrorBoundary>
          <Suspense>
            <EditProfileDialog user={user} open={editing} onClose={() => setEditing(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}
