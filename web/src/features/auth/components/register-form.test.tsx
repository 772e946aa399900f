// The register form: a message beside every wrong field (with the real password rule), "Register Failed"
// in words with Retry back on the e-mail, and "Register Successful!" going home. Creating the account
// is the test's own function, answering as Firebase Auth does.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { answerAlert, currentAlert } from '@/components/ui/alert-store';
import { renderWithRouter } from '@/test/render-with-router';
import type { Registration } from '../api/register-account';
import { RegisterForm } from './register-form';

const PASSWORD_HINT = 'At least 8 characters, including a number, a lowercase letter and an uppercase letter.';

afterEach(() => {
  // The alert queue outlives a render: start each test with none.
  for (let alert = currentAlert(); alert; alert = currentAlert()) answerAlert(alert.id, 'dismiss');
});

type Register = (values: Registration) => Promise<{ profileError: unknown }>;

async function renderRegister(register: Register = vi.fn(async () => ({ profileError: null }))) {
  const rendered = await renderWithRouter(
    <>
      <RegisterForm register={register} />
      <AlertHost />
    </>,
    { path: '/register' },
  );
  return { ...rendered, user: userEvent.setup(), register };
}

const field = (label: string) => screen.getByLabelText(label);
const registerButton = () => screen.getByRole('button', { name: 'Register' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Registration) {
  await user.type(field('Name'), values.name);
  await user.type(field('E-mail'), values.email);
  await user.type(field('Photo URL'), values.photoURL);
  await user.type(field('Password'), values.password);
}

const GRACE: Registration = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  photoURL: '/images/team/head-chef.webp',
  password: 'Secret123',
};

describe('validation', () => {
  it('says what each empty field needs, the password with its rule', async () => {
    const { user, register } = await renderRegister();
    await user.click(registerButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('E-mail')).toHaveAccessibleDescription('E-mail is required');
    expect(field('Photo URL')).toHaveAccessibleDescription('Photo URL is required');
    expect(field('Password')).toHaveAccessibleDescription(`${PASSWORD_HINT} Password is required`);
    expect(register).not.toHaveBeenCalled();
  });

  it('says what is wrong with each filled field, the password rule part by part', async () => {
    const { user, register } = await renderRegister();
    await fill(user, { name: 'ada@example.com', email: 'not-an-email', photoURL: 'photo.png', password: 'short1A' });
    await user.click(registerButton());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription(expect.stringContaining('Name must not contain @'));
    expect(field('Photo URL')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a web address starting with https://'),
    );
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );

    await user.clear(field('Password'));
    await user.type(field('Password'), 'alllowercase1');
    await user.click(registerButton());
    expect(
      await screen.findByText('Password must include a number, a lowercase letter and an uppercase letter'),
    ).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });
});

it('says "Register Failed" in words when the e-mail is taken, and Retry returns to the e-mail', async () => {
  const taken = Object.assign(new Error('x'), { code: 'auth/email-already-in-use' });
  const { user, router } = await renderRegister(() => Promise.reject(taken));
  await fill(user, { ...GRACE, name: 'Copycat' });
  await user.click(registerButton());

  const failed = await screen.findByRole('alertdialog', { name: 'Register Failed' });
  expect(failed).toHaveTextContent('An account with this e-mail address already exists');
  expect(failed).not.toHaveTextContent('auth/');
  await user.click(within(failed).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() => expect(field('E-mail')).toHaveFocus());
  expect(router.state.location.pathname).toBe('/register');
});

it('creates the account with what was typed, says "Register Successful!" and goes home', async () => {
  const { user, router, register } = await renderRegister();
  await fill(user, GRACE);
  await user.click(registerButton());
  const done = await screen.findByRole('alertdialog', { name: 'Register Successful!' });
  expect(register).toHaveBeenCalledWith(GRACE);
  expect(router.state.location.pathname).toBe('/');
  await user.click(within(done).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

it('tells, after "Register Successful!", that the name and photo were not saved', async () => {
  const refused = Object.assign(new Error('x'), { code: 'auth/invalid-photo-url' });
  const { user } = await renderRegister(async () => ({ profileError: refused }));
  await fill(user, GRACE);
  await user.click(registerButton());
  const done = await screen.findByRole('alertdialog', { name: 'Register Successful!' });
  await user.click(within(done).getByRole('button', { name: 'Continue' }));
  const warning = await screen.findByRole('alertdialog', { name: 'Profile Not Saved' });
  expect(warning).toHaveTextContent('That photo URL is not valid.');
  expect(warning).toHaveTextContent('You can set them on your Profile page.');
});
