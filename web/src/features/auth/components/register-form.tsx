import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { showAlert } from '@/components/ui/alert-store';
import { Button } from '@/components/ui/button';
import { lazyAction } from '@/lib/lazy-action';
import { authErrorMessage } from '../api/auth-error-message';
import type { Registration } from '../api/register-account';
import type { RegisterValues } from '../schemas';
import { lazyResolver } from './lazy-resolver';
import { EmailField, NameField, PhotoUrlField } from './account-fields';
import { PasswordField } from './password-field';

// Firebase Auth and the validation are downloaded when the visitor starts on the form, not on landing.
const registerAccount = lazyAction(() => import('../api/register-account').then((module) => module.registerAccount));
const validate = lazyResolver<RegisterValues>(() =>
  import('../form-resolvers').then((module) => module.registerResolver),
);

interface RegisterFormProps {
  /** Creates the account; Firebase Auth's, downloaded on first use, unless given (a test's). */
  register?: ((values: Registration) => Promise<{ profileError: unknown }>) & { preload?: () => void };
}

export function RegisterForm({ register = registerAccount }: RegisterFormProps) {
  const navigate = useNavigate();
  const preload = () => {
    register.preload?.();
    validate.preload();
  };
  const form = useForm<RegisterValues>({
    resolver: validate,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', photoURL: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let profileError: unknown;
    try {
      ({ profileError } = await register(values));
    } catch (error) {
      await showAlert({
        icon: 'error',
        title: 'Register Failed',
        text: authErrorMessage(error),
        confirmLabel: 'Retry',
      });
      form.setFocus('email');
      return;
    }
    void navigate({ to: '/' });
    await showAlert({ icon: 'success', title: 'Register Successful!', confirmLabel: 'Continue' });
    if (profileError) {
      await showAlert({
        icon: 'warning',
        title: 'Profile Not Saved',
        text: `Your account was created, but your name and photo were not saved: ${authErrorMessage(profileError)} You can set them on your Profile page.`,
      });
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} onFocus={preload} onPointerEnter={preload} noValidate className="flex flex-col gap-4">
        <NameField error={errors.name?.message} {...form.register('name')} />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PhotoUrlField error={errors.photoURL?.message} {...form.register('photoURL')} />
        <PasswordField autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
        <Button type="submit" busy={isSubmitting} className="w-full">
          Register
        </Button>
      </form>
      <p className="text-center text-sm text-stone-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-orange-800 underline underline-offset-4">
          Login
        </Link>
      </p>
    </div>
  );
}
