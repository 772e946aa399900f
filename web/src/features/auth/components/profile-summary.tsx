// The top of the Profile page: the account's photo, name and e-mail, what the page adds (the bio and
// Edit Profile, read from Firestore by profile-card.tsx), and the link to the public profile.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import type { AuthUser } from '../api/auth-user';

export function ProfileSummary({ user, children }: { user: AuthUser; children: ReactNode }) {
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
      {children}
      <Link to="/cooks/$uid" params={{ uid: user.uid }} className="text-orange-800 underline">
        View your public profile
      </Link>
    </section>
  );
}
