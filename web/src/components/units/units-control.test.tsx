// The "Units" switch alone: its first choice follows the browser's language (en-US → US, else
// metric) until the cook picks one, which is kept on this device; a choice the cook's account
// refused to save stays on this device, with a message saying so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { connectAccount } from '@/lib/units/units-choice';
import { renderWithRouter } from '@/test/render-with-router';
import { UnitsControl } from './units-control';

let disconnect: (() => void) | undefined;
afterEach(() => {
  disconnect?.();
  disconnect = undefined;
  vi.restoreAllMocks();
  localStorage.clear();
  toastStore.remove();
});

const units = () => screen.getByRole('radiogroup', { name: 'Units' });
const checked = () => within(units()).getByRole('radio', { checked: true });

it.each([
  ['en-GB', 'Metric'],
  ['en-US', 'US'],
  ['fr-FR', 'Metric'],
])('starts a %s browser on %s', async (language, choice) => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  await renderWithRouter(<UnitsControl />);
  expect(checked()).toHaveAccessibleName(choice);
});

it('keeps the cook’s choice on this device over the language', async () => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
  await renderWithRouter(<UnitsControl />);
  await userEvent.click(within(units()).getByText('As written'));
  expect(checked()).toHaveAccessibleName('As written');
  expect(localStorage.getItem('recipe-book:units')).toBe('asWritten');
});

it('says when the account could not keep the choice, and keeps it on this device', async () => {
  localStorage.setItem('recipe-book:units', 'metric');
  const save = vi.fn(() => Promise.reject(Object.assign(new Error('refused'), { code: 'permission-denied' })));
  disconnect = connectAccount(save, vi.fn());
  await renderWithRouter(
    <>
      <UnitsControl />
      <Toaster />
    </>,
  );
  await userEvent.click(within(units()).getByText('US'));
  expect(save).toHaveBeenCalledWith('us');
  expect(
    await screen.findByText(/^Your choice of units is kept on this device, but we couldn't save it to your account\./),
  ).toBeInTheDocument();
  expect(checked()).toHaveAccessibleName('US');
  expect(localStorage.getItem('recipe-book:units')).toBe('us');
});
