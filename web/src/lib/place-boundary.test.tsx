import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import type { ListPlace } from './list-place';
import { PlaceBoundary } from './place-boundary';

const household: ListPlace = { path: 'households/h1', member: { uid: 'alice', displayName: 'Alice Martin' } };

function Failing({ code }: { code: string }): never {
  throw Object.assign(new Error('read failed'), { code });
}

/** The page's own boundary around the place's: what PlaceBoundary passes on lands here. */
function renderRead(code: string, place: ListPlace = household) {
  return render(
    <ErrorBoundary fallback={() => <p>The page's error</p>}>
      <PlaceBoundary place={place} loading={<p>Loading the list…</p>}>
        <Failing code={code} />
      </PlaceBoundary>
    </ErrorBoundary>,
  );
}

describe('PlaceBoundary', () => {
  // React reports every caught render error on the console; these are expected.
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it.each(['permission-denied', 'firestore/permission-denied'])(
    'shows loading while the rules refuse a household read (%s)',
    (code) => {
      renderRead(code);
      expect(screen.getByText('Loading the list…')).toBeInTheDocument();
      expect(screen.queryByText("The page's error")).not.toBeInTheDocument();
    },
  );

  it('passes any other failure on to the page', () => {
    renderRead('unavailable');
    expect(screen.getByText("The page's error")).toBeInTheDocument();
  });

  it('passes a refusal of the cook’s own list on: only a household can stop being theirs', () => {
    renderRead('permission-denied', { path: 'users/u1' });
    expect(screen.getByText("The page's error")).toBeInTheDocument();
  });
});
