// The mark on a recipe or collection that is not public: "Private" (only you) and "Unlisted" (only
// those with the link), each saying what it means to a screen reader and on hover; a public one (or one
// stored before visibility existed) has none.
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { VisibilityBadge } from './visibility-badge';

it('marks a private item, saying only its cook can see it', () => {
  render(<VisibilityBadge item={{ visibility: 'private' }} />);
  const badge = screen.getByTestId('visibility-badge');
  expect(badge).toHaveTextContent('Private: only you can see it');
  expect(badge).toHaveAttribute('title', 'only you can see it');
});

it('marks an unlisted item, saying it opens by its link and is not listed', () => {
  render(<VisibilityBadge item={{ visibility: 'unlisted' }} />);
  expect(screen.getByTestId('visibility-badge')).toHaveTextContent(
    'Unlisted: anyone with the link can open it; it is not listed',
  );
});

it('leaves a public item unmarked, and one stored without a visibility too', () => {
  const { container, rerender } = render(<VisibilityBadge item={{ visibility: 'public' }} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<VisibilityBadge item={{}} />);
  expect(container).toBeEmptyDOMElement();
});
