import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useAuth } from '../api/auth-store';

// Only signed-in cooks see the avatar menu (with its logout messages and
// alerts), so visitors' first load does without it. Until it arrives a grey
// circle of the avatar's size holds its place.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The right end of the top bar: avatar menu, or Login and Register; empty until Auth has answered, as in the built frame. */
export function AccountArea() {
  const { status, user } = useAuth();
  if (status === 'loading') return <div aria-hidden="true" />;
  if (user) {
    return (
      <Suspense fallback={<span aria-hidden="true" className="block size-9 rounded-full bg-stone-200" />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <>
      <Link to="/login" className={buttonClass('secondary', 'px-3')}>
        Login
      </Link>
      <Link to="/register" className={buttonClass('primary', 'px-3')}>
        Register
      </Link>
    </>
  );
}
