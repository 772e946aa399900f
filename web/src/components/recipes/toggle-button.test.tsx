// The like and wishlist toggles of a signed-in cook (useCounterToggle drawn by ToggleButton), with
// the writes passed in: pressed and counted at once, busy while the write runs and until the stored
// state is known, and a refused write rolled back with a message saying why.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { EarlyPressForm } from '@/lib/early-press-form';
import { renderWithRouter } from '@/test/render-with-router';
import { ToggleButton } from './toggle-button';
import { type RecipeWrite, useCounterToggle } from './use-counter-toggle';

afterEach(() => {
  toastStore.remove();
});

/** A write that waits until the test settles it. */
function pendingWrite() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const write = vi.fn<RecipeWrite>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { write, settle: () => settle };
}

let keys = 0;
let pressKey = '';
beforeEach(() => {
  // Each test its own toggle: a press one test left waiting is not another's.
  pressKey = `like:lentil-stew-${++keys}`;
});

function LikeToggle(props: { on: boolean | undefined; count: number; turnOn: RecipeWrite; turnOff: RecipeWrite }) {
  const like = useCounterToggle({
    recipeId: 'lentil-stew',
    uid: 'cook-1',
    action: (on) => (on ? 'like this recipe' : 'unlike this recipe'),
    ...props,
  });
  return (
    <EarlyPressForm pressKey={pressKey}>
      <ToggleButton
        toggle={like}
        onClass="bg-red-600"
        offClass="bg-white"
        sizeClass=""
        label={`Like Lentil stew, ${like.count} ${like.count === 1 ? 'like' : 'likes'}`}
        pressKey={pressKey}
        testId="like-button"
      >
        <span data-testid="like-count">{like.count}</span>
      </ToggleButton>
    </EarlyPressForm>
  );
}

const likeButton = () => screen.getByTestId('like-button');

/** A like toggle whose stored state is unknown until the test presses "State known" (off). */
function StateKnownLater({ turnOn }: { turnOn: RecipeWrite }) {
  const [on, setOn] = useState<boolean>();
  return (
    <>
      <LikeToggle on={on} count={0} turnOn={turnOn} turnOff={vi.fn()} />
      <button type="button" onClick={() => setOn(false)}>
        State known
      </button>
    </>
  );
}
const stateKnown = () => userEvent.click(screen.getByRole('button', { name: 'State known' }));

it('is busy until the stored state is known, and a press meanwhile is applied once it is', async () => {
  const { write } = pendingWrite();
  await renderWithRouter(<StateKnownLater turnOn={write} />);
  expect(likeButton()).toHaveAttribute('aria-busy', 'true');
  expect(likeButton()).toBeEnabled();
  await userEvent.click(likeButton());
  expect(write).not.toHaveBeenCalled();
  expect(likeButton()).toHaveAttribute('aria-pressed', 'false');

  await stateKnown();
  await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
  expect(write).toHaveBeenCalledTimes(1);
});

it('applies two presses made before the state is known as none', async () => {
  const turnOn = vi.fn<RecipeWrite>();
  await renderWithRouter(<StateKnownLater turnOn={turnOn} />);
  await userEvent.click(likeButton());
  await userEvent.click(likeButton());
  await stateKnown();
  await waitFor(() => expect(likeButton()).not.toHaveAttribute('aria-busy'));
  expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  expect(turnOn).not.toHaveBeenCalled();
});

it('shows the like at once, red and counted, busy while it is written', async () => {
  const { write, settle } = pendingWrite();
  await renderWithRouter(<LikeToggle on={false} count={0} turnOn={write} turnOff={vi.fn()} />);
  expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  expect(likeButton()).not.toHaveAttribute('aria-busy');

  await userEvent.click(likeButton());
  expect(write).toHaveBeenCalledWith('lentil-stew', 'cook-1');
  expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  expect(likeButton()).toHaveAttribute('aria-busy', 'true');
  expect(likeButton()).toHaveAccessibleName('Like Lentil stew, 1 like');
  expect(likeButton()).toHaveClass('bg-red-600');
  // A second press while the first is written changes nothing.
  await userEvent.click(likeButton());
  expect(write).toHaveBeenCalledTimes(1);

  // Written: no longer busy (the cook's live document then says it is on).
  await act(async () => settle().resolve());
  expect(likeButton()).not.toHaveAttribute('aria-busy');
  expect(likeButton()).toBeEnabled();
});

it('rolls a refused like back and says why', async () => {
  const { write, settle } = pendingWrite();
  await renderWithRouter(
    <>
      <LikeToggle on={false} count={0} turnOn={write} turnOff={vi.fn()} />
      <Toaster />
    </>,
  );
  await userEvent.click(likeButton());
  expect(screen.getByTestId('like-count')).toHaveTextContent('1');
  await act(async () => settle().reject(Object.assign(new Error('refused'), { code: 'permission-denied' })));

  expect(
    await screen.findByText(
      "Could not like this recipe. You don't have permission to do that. Sign in with the right account and try again.",
    ),
  ).toBeInTheDocument();
  expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  expect(likeButton()).not.toHaveAttribute('aria-busy');
  expect(screen.getByTestId('like-count')).toHaveTextContent('0');
});

it('unlikes: off and one fewer at once', async () => {
  const { write, settle } = pendingWrite();
  await renderWithRouter(<LikeToggle on count={2} turnOn={vi.fn()} turnOff={write} />);
  expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(likeButton());
  expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  expect(likeButton()).toHaveAccessibleName('Like Lentil stew, 1 like');
  await act(async () => settle().resolve());
  expect(likeButton()).not.toHaveAttribute('aria-busy');
});
