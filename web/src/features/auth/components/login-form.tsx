import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { lazyAction } from '@/lib/lazy-action';
import type { LoginValues } from '../schemas';
import { lazyResolver } from './lazy-resolver';
import { EmailField } from './account-fields';
import { ForgotPasswordButton } from './forgot-password-button';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordField } from './password-field';
import { useLoginOutcome } from './use-login-outcome';
import type { PasswordResetSender } from './use-password-reset';

// Firebase Auth and the validation are downloaded when the visitor starts on the form, not on landing.
const signInWithPassword = lazyAction(() =>
  import('../api/sign-in-with-password').then((module) => module.signInWithPassword),
);
const validate = lazyResolver<LoginValues>(() => import('../form-resolvers').then((module) => module.loginResolver));

interface LoginFormProps {
  redirect: string | undefined;
  /** Signs in with e-mail and password; Firebase Auth's, downloaded on first use, unless given (a test's). */
  signIn?: ((email: string, password: string) => Promise<void>) & { preload?: () => void };
  /** Sends the password reset link for "Forgot password?" (use-password-reset.ts). */
  sendPasswordReset?: PasswordResetSender;
  /** "Login with Google"'s popup sign-in; Firebase Auth's unless given (a test's). */
  signInWithGoogle?: () => Promise<void>;
}

export function LoginForm({
  redirect,
  signIn = signInWithPassword,
  sendPasswordReset,
  signInWithGoogle,
}: LoginFormProps) {
  const outcome = useLoginOutcome(redirect);
  const preload = () => {
    signIn.preload?.();
    validate.preload();
  };
  const form = useForm<LoginValues>({
    resolver: validate,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (error) {
      await outcome.failed(error);
      form.setFocus('password');
      return;
    }
    outcome.succeeded();
  });

  /** For "Forgot password?": the e-mail if it is valid, else null with the field's message shown. */
  const validEmail = async () => {
    const email = form.getValues('email');
    if (await form.trigger('email', { shouldFocus: true })) return email.trim();
    // Touched fields re-validate as they change, so the message goes while the person types.
    form.setValue('email', email, { shouldTouch: true });
    return null;
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} onFocus={preload} onPointerEnter={preload} noValidate className="flex flex-col gap-4">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <ForgotPasswordButton getEmail={validEmail} sendPasswordReset={sendPasswordReset} />
        </div>
        <Button type="submit" busy={isSubmitting} className="w-full">
          Login
        </Button>
      </form>
      <div className="flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" /> or <span className="h-px flex-1 bg-stone-200" />
      </div>
      <GoogleSignInButton onSignedIn={outcome.succeeded} onError={outcome.failed} signInWithPopup={signInWithGoogle} />
      <p className="text-center text-sm text-stone-700">
        New here?{' '}
        <Link to="/register" className="font-semibold text-orange-800 underline underline-offset-4">
          Create an account
        </Link>
      </p>
    </div>
  );
}
