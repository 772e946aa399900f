import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { WithFirestore } from '@/lib/firebase-providers';
import type { AuthUser } from '../api/auth-user';
import { useOwnBio } from '../api/use-own-bio';
import { ProfileSummary } from './profile-summary';

// The Edit Profile dialog (with react-hook-form, 14 kB gzip) downloads when the
// cook points at or focuses its button, and is mounted while it is open.
const loadEditProfileDialog = () => import('./edit-profile-dialog');
const EditProfileDialog = lazy(() => loadEditProfileDialog().then((module) => ({ default: module.EditProfileDialog })));
const preloadEditProfileDialog = () => void loadEditProfileDialog().catch(() => undefined);

export function ProfileCard({ user }: { user: AuthUser }) {
  return (
    <ProfileSummary user={user}>
      <ErrorBoundary>
        <WithFirestore fallback={<Spinner />}>
          {/* Keyed by the user: another account's bio never shows for a moment. */}
          <BioAndEdit key={user.uid} user={user} />
        </WithFirestore>
      </ErrorBoundary>
    </ProfileSummary>
  );
}

/** The public bio, and the Edit Profile button with its dialog (which edits the bio too). */
function BioAndEdit({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  const bio = useOwnBio(user.uid);
  return (
    <>
      <p data-testid="profile-bio" className="whitespace-pre-line text-stone-700">
        {bio || 'No bio yet: add a few words about your cooking.'}
      </p>
      <Button
        onClick={() => setEditing(true)}
        onPointerEnter={preloadEditProfileDialog}
        onFocus={preloadEditProfileDialog}
        className="mt-2"
      >
        Edit Profile
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <EditProfileDialog user={user} bio={bio} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
