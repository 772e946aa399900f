// The login form: its field messages and the password rule, the "Login Failed" dialog's sentences and
// Retry, "Login Successful!" with the page it returns to, a closed Google window, and "Forgot password?".
// Sign-in (password and Google) and the reset link are the test's own functions, answering as Firebase
// Auth does; the alerts and toasts are the app's. The real Google popup: e2e/google-sign-in.test.ts.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { answerAlert, currentAlert } from '@/components/ui/alert-store';
import { Toaster } from '@/components/ui/toaster';
import { DownloadFailed } from '@/lib/lazy-action';
import { renderWithRouter } from '@/test/render-with-router';
import { LoginForm } from './login-form';

const PASSWORD_HINT = 'At least 8 characters, including a number, a lowercase letter and an uppercase letter.';
const OFFLINE = "We couldn't reach the sign-in service. Check your internet connection and try again.";

afterEach(() => {
  // The alert queue and the toast store outlive a render: start each test with none.
  for (let alert = currentAlert(); alert; alert = currentAlert()) answerAlert(alert.id, 'dismiss');
  toastStore.remove();
});

interface Options {
  redirect?: string;
  signIn?: (email: string, password: string) => Promise<void>;
  sendPasswordReset?: (email: string) => Promise<void>;
  signInWithGoogle?: () => Promise<void>;
}

async function renderLogin({
  redirect,
  signIn = vi.fn(async () => {}),
  sendPasswordReset = vi.fn(async () => {}),
  signInWithGoogle = vi.fn(async () => {}),
}: Options = {}) {
  const rendered = await renderWithRouter(
    <>
      <LoginForm
        redirect={redirect}
        signIn={signIn}
        sendPasswordReset={sendPasswordReset}
        signInWithGoogle={signInWithGoogle}
      />
      <AlertHost />
      <Toaster />
    </>,
    { path: redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login' },
  );
  return { ...rendered, user: userEvent.setup(), signIn, sendPasswordReset };
}

const emailField = () => screen.getByLabelText('E-mail');
const passwordField = () => screen.getByLabelText('Password');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(loginButton());
}

describe('validation', () => {
  it('asks for both fields, with the password rule always read with the password', async () => {
    const { user, signIn } = await renderLogin();
    await user.click(loginButton());
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription('E-mail is required');
    expect(passwordField()).toHaveAccessibleDescription(`${PASSWORD_HINT} Password is required`);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('refuses an e-mail without a domain and a password without a digit or capital, before signing in', async () => {
    const { user, signIn } = await renderLogin();
    await fillAndSubmit(user, 'someone@example', 'abcdefgh');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(
      screen.getByText('Password must include a number, a lowercase letter and an uppercase letter'),
    ).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('"Login Failed"', () => {
  it('says a wrong password in words; Retry (Enter, where the focus starts) returns to the password', async () => {
    const signIn = vi.fn(() => Promise.reject(Object.assign(new Error('x'), { code: 'auth/wrong-password' })));
    const { user, router } = await renderLogin({ signIn });
    await fillAndSubmit(user, 'ada@example.com', 'Wrong12345');

    const failed = await screen.findByRole('alertdialog', { name: 'Login Failed' });
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'Wrong12345');
    expect(within(failed).getByText('The e-mail address or password is incorrect.')).toBeInTheDocument();
    expect(within(failed).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    const retry = within(failed).getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['a failed request', Object.assign(new Error('x'), { code: 'auth/network-request-failed' })],
    ['the sign-in code not downloaded (offline from the start)', new DownloadFailed(new TypeError('Failed to fetch'))],
  ])('explains %s as the network, never with the raw code', async (_case, error) => {
    const { user } = await renderLogin({ signIn: () => Promise.reject(error) });
    await fillAndSubmit(user, 'ada@example.com', 'Offline1');
    const failed = await screen.findByRole('alertdialog', { name: 'Login Failed' });
    expect(failed).toHaveTextContent(OFFLINE);
    expect(failed).not.toHaveTextContent('auth/');
  });
});

describe('"Login Successful!"', () => {
  it('goes home when no page was asked for', async () => {
    const { user, router } = await renderLogin();
    await fillAndSubmit(user, 'ada@example.com', 'Secret123');
    const done = await screen.findByRole('alertdialog', { name: 'Login Successful!' });
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(done).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('returns to the page that sent the visitor to login, with its search', async () => {
    const { user, router } = await renderLogin({ redirect: '/allRecipes?cuisine=Indian' });
    await fillAndSubmit(user, 'ada@example.com', 'Secret123');
    await screen.findByRole('alertdialog', { name: 'Login Successful!' });
    expect(router.state.location.pathname).toBe('/allRecipes');
    expect(router.state.location.search).toEqual({ cuisine: 'Indian' });
  });
});

describe('"Login with Google"', () => {
  it('treats a closed Google window as a choice: a note, no error dialog, and the visitor stays', async () => {
    const signInWithGoogle = vi.fn(() =>
      Promise.reject(Object.assign(new Error('x'), { code: 'auth/popup-closed-by-user' })),
    );
    const { user, router } = await renderLogin({ signInWithGoogle });
    await user.click(screen.getByRole('button', { name: 'Login with Google' }));

    expect(signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('The Google sign-in window was closed before signing in finished.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // Ready for another try.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login with Google' })).toBeEnabled());
  });
});

describe('"Forgot password?"', () => {
  const forgot = () => screen.getByRole('button', { name: 'Forgot password?' });

  it('asks for the e-mail first, then sends the link and says where to', async () => {
    const { user, sendPasswordReset } = await renderLogin();
    await user.click(forgot());
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(sendPasswordReset).not.toHaveBeenCalled();

    // The message goes while the person types (the field counts as touched).
    await user.type(emailField(), 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('E-mail is required')).not.toBeInTheDocument());
    await user.click(forgot());
    expect(sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('We sent a password reset link to ada@example.com. Check your inbox.');
  });

  it('explains an unknown e-mail in words, and the button is ready again', async () => {
    const sendPasswordReset = vi.fn(() =>
      Promise.reject(Object.assign(new Error('x'), { code: 'auth/user-not-found' })),
    );
    const { user } = await renderLogin({ sendPasswordReset });
    await user.type(emailField(), 'nobody@example.com');
    await user.click(forgot());
    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('No account uses this e-mail address.');
    expect(said).not.toHaveTextContent('auth/');
    await act(async () => {});
    expect(forgot()).toBeEnabled();
  });
});
