import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { AuthUser } from '../api/auth-user';
import { EditProfileDialog } from './edit-profile-dialog';

export function ProfileCard({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
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
      <Button onClick={() => setEditing(true)} className="mt-2">
        Edit Profile
      </Button>
      <EditProfileDialog user={user} open={editing} onClose={() => setEditing(false)} />
    </section>
  );
}
