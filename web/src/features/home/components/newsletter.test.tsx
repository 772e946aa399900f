// The newsletter form: the browser checks the address (a required e-mail field), a valid one is
// thanked with a message that takes focus, and nothing is sent anywhere.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Newsletter } from './newsletter';

afterEach(() => {
  vi.restoreAllMocks();
});

const field = () => screen.getByLabelText('E-mail address');

it('asks for an e-mail address, required, which the browser checks before Subscribe goes through', async () => {
  render(<Newsletter />);
  expect(screen.getByRole('heading', { name: 'Stay in the loop!' })).toBeInTheDocument();
  expect(field()).toHaveAttribute('type', 'email');
  expect(field()).toBeRequired();
  expect(field()).toHaveAttribute('autocomplete', 'email');
  expect(field()).toBeInvalid();

  await userEvent.type(field(), 'not-an-address');
  expect(field()).toBeInvalid();
  expect((field() as HTMLInputElement).validity.typeMismatch).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('thanks the visitor for a valid address, moving focus to the thanks, and sends nothing anywhere', async () => {
  const fetching = vi.spyOn(globalThis, 'fetch');
  render(<Newsletter />);
  await userEvent.type(field(), 'cook@example.com');
  expect(field()).toBeValid();
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

  const thanks = screen.getByRole('status');
  expect(thanks).toHaveTextContent('Thank you for subscribing! The next issue is on its way to your inbox.');
  expect(thanks).toHaveFocus();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(fetching).not.toHaveBeenCalled();
});

it('a submitted form does not leave the page', () => {
  render(<Newsletter />);
  fireEvent.change(field(), { target: { value: 'cook@example.com' } });
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  fireEvent(field().closest('form') as HTMLFormElement, submit);
  expect(submit.defaultPrevented).toBe(true);
});
