// A page's live copy of its loader data: the loader's copy first (hydration
// matches the server's HTML), then what its follower last read, until new
// loader data starts over.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { expect, it, vi } from 'vitest';
import { useLiveCopy } from './use-live-copy';

interface Loaded {
  id: string;
  title: string;
}

function Follower({ onChange, started }: { onChange: unknown; started: (onChange: unknown) => void }) {
  useEffect(() => started(onChange), [onChange, started]);
  return null;
}

/** `reading`: what the Read button reports, as a follower would; `of`: what the copy is of, if not the loader's object. */
function Page(props: { loaded: Loaded; reading: Loaded | null; of?: string; started?: (onChange: unknown) => void }) {
  const [shown, show] = useLiveCopy<Loaded | null>(props.loaded, props.of);
  return (
    <>
      <p>{shown ? shown.title : 'Gone'}</p>
      <button type="button" onClick={() => show(props.reading)}>
        Read
      </button>
      {props.started && <Follower onChange={show} started={props.started} />}
    </>
  );
}

const pie: Loaded = { id: 'pie', title: 'Apple pie' };
const renamed: Loaded = { id: 'pie', title: 'Apple tart' };
const stew: Loaded = { id: 'stew', title: 'Beef stew' };

it("shows the loader's copy, then each reading, and starts over with new loader data", async () => {
  const { rerender } = render(<Page loaded={pie} reading={renamed} />);
  expect(screen.getByText('Apple pie')).toBeDefined();
  await userEvent.click(screen.getByRole('button', { name: 'Read' }));
  expect(screen.getByText('Apple tart')).toBeDefined();

  rerender(<Page loaded={stew} reading={null} />);
  expect(screen.getByText('Beef stew')).toBeDefined();
  await userEvent.click(screen.getByRole('button', { name: 'Read' }));
  expect(screen.getByText('Gone')).toBeDefined();
});

it('keeps the reading over new loader data of the same thing, and not over another', async () => {
  const { rerender } = render(<Page loaded={pie} reading={renamed} of={pie.id} />);
  await userEvent.click(screen.getByRole('button', { name: 'Read' }));
  rerender(<Page loaded={{ ...pie }} reading={renamed} of={pie.id} />);
  expect(screen.getByText('Apple tart')).toBeDefined();

  rerender(<Page loaded={stew} reading={renamed} of={stew.id} />);
  expect(screen.getByText('Beef stew')).toBeDefined();
});

it("gives the follower one reporter while the loader's data stays, and a new one with new data", () => {
  const started = vi.fn();
  const { rerender } = render(<Page loaded={pie} reading={renamed} started={started} />);
  rerender(<Page loaded={pie} reading={stew} started={started} />);
  expect(started).toHaveBeenCalledTimes(1);
  rerender(<Page loaded={{ ...pie }} reading={stew} started={started} />);
  expect(started).toHaveBeenCalledTimes(2);
});
