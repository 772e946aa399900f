// "Add to shopping list" before it knows what a press does (Auth has not answered): busy, yet a
// press counts, and is applied once when it does, however many presses came meanwhile.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { EarlyPressForm } from '@/lib/early-press-form';
import { keepPress } from '@/lib/early-presses';
import { renderWithRouter } from '@/test/render-with-router';
import { AddButton } from './add-to-shopping-list';

/** The button as the page shows it: without a press to make until the test answers for Auth. */
function AnsweredLater({ add }: { add: () => void }) {
  const [known, setKnown] = useState(false);
  return (
    <>
      <EarlyPressForm pressKey="add-to-shopping-list:lentil-stew">
        <AddButton recipeId="lentil-stew" onPress={known ? add : undefined} />
      </EarlyPressForm>
      <button type="button" onClick={() => setKnown(true)}>
        Auth answers
      </button>
    </>
  );
}

const addButton = () => screen.getByRole('button', { name: 'Add to shopping list' });

it('is busy until it knows what a press does, and adds once for the presses made meanwhile', async () => {
  const add = vi.fn();
  await renderWithRouter(<AnsweredLater add={add} />, { path: '/recipes/lentil-stew' });
  expect(addButton()).toHaveAttribute('aria-busy', 'true');
  expect(addButton()).toBeEnabled();
  await userEvent.click(addButton());
  await userEvent.click(addButton());
  expect(add).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Auth answers' }));
  expect(addButton()).not.toHaveAttribute('aria-busy');
  expect(add).toHaveBeenCalledTimes(1);
  await userEvent.click(addButton());
  expect(add).toHaveBeenCalledTimes(2);
});

it('applies a press kept once it is ready (a submit React replays after Auth has answered)', async () => {
  const add = vi.fn();
  await renderWithRouter(
    <EarlyPressForm pressKey="add-to-shopping-list:lentil-soup">
      <AddButton recipeId="lentil-soup" onPress={add} />
    </EarlyPressForm>,
  );
  act(() => keepPress('add-to-shopping-list:lentil-soup')());
  expect(add).toHaveBeenCalledTimes(1);
});
