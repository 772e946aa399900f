import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { useAuth } from '../api/auth-store';
import { UserMenu } from './user-menu';

/** The right end of the top bar: avatar menu, or Login and Register. */
export function AccountArea() {
  const { user } = useAuth();
  if (user) return <UserMenu user={user} />;
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
