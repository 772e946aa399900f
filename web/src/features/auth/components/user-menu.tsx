import { Link, useNavigate } from '@tanstack/react-router';
import { showAlert } from '@/components/ui/alert-store';
import { Avatar } from '@/components/ui/avatar';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { authErrorText } from '../api/auth-error-text';
import type { AuthUser } from '../api/auth-user';

/** Logout, then a "LogOut Successful!" dialog; on failure a "LogOut Failed" dialog whose Retry tries again. */
function useLogout(user: AuthUser, signOut: () => Promise<void>) {
  const navigate = useNavigate();
  const logout = async (): Promise<void> => {
    try {
      await signOut();
    } catch (error) {
      const answer = await showAlert({
        icon: 'error',
        title: 'LogOut Failed',
        text: await authErrorText(error),
        confirmLabel: 'Retry',
      });
      if (answer === 'confirm') await logout();
      return;
    }
    void navigate({ to: '/login' });
    await showAlert({
      icon: 'success',
      title: 'LogOut Successful!',
      text: `Welcome, ${user.displayName || 'User'}!`,
      confirmLabel: 'Continue',
    });
  };
  return logout;
}

/** The avatar menu: name and photo, Profile, Wishlist, Collections, Shopping list, Meal plan, Settings, Logout. */
interface UserMenuProps {
  user: AuthUser;
  /** Signs out of Firebase Auth (api/sign-out-user.ts, passed in by signed-in-account.tsx). */
  signOut: () => Promise<void>;
}

export function UserMenu({ user, signOut }: UserMenuProps) {
  const logout = useLogout(user, signOut);
  const name = user.displayName || 'User';
  return (
    <Menu
      label={`Account menu for ${name}`}
      button={<Avatar src={user.photoURL} alt="" />}
      header={
        <>
          <p className="truncate font-semibold text-stone-900">{name}</p>
          {user.email && <p className="truncate text-xs text-stone-600">{user.email}</p>}
        </>
      }
    >
      <Link to="/profile" role="menuitem" tabIndex={-1} className={menuItemClass}>
        Profile
      </Link>
      <Link to="/wishlist" role="menuitem" tabIndex={-1} className={menuItemClass}>
        Wishlist
      </Link>
      <Link to="/collections" role="menuitem" tabIndex={-1} className={menuItemClass}>
        Collections
      </Link>
      <Link to="/shoppingList" role="menuitem" tabIndex={-1} className={menuItemClass}>
        Shopping list
      </Link>
      <Link to="/mealPlan" role="menuitem" tabIndex={-1} className={menuItemClass}>
        Meal plan
      </Link>
      <Link to="/settings" role="menuitem" tabIndex={-1} className={menuItemClass}>
        Settings
      </Link>
      <button type="button" role="menuitem" tabIndex={-1} onClick={logout} className={menuItemClass}>
        Logout
      </button>
    </Menu>
  );
}
