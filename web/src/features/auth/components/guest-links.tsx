import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';

/** The account corner of a visitor: Login and Register. */
export function GuestLinks() {
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
