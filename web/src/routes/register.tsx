import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

export const Route = createFileRoute('/register')({
  head: () => ({ meta: [{ title: 'Register · Recipe Book' }] }),
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <AuthCard title="Create your account" intro="Share your recipes and keep the ones you love.">
      <RegisterForm />
    </AuthCard>
  );
}
