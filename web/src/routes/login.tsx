import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirect } from '@/features/auth/safe-redirect';

interface LoginSearch {
  /** Where to go after signing in: a path on this site, or nothing. */
  redirect?: string | undefined;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({ redirect: safeRedirect(search.redirect) }),
  head: () => ({ meta: [{ title: 'Login · Recipe Book' }] }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <AuthCard title="Welcome back" intro="Log in to add, like and save recipes.">
      <LoginForm redirect={redirect} />
    </AuthCard>
  );
}
