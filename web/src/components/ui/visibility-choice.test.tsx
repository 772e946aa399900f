// "Who can see this?": three radios, each named with what it means, wired by the caller (checked and
// changed as its form says), and the form's refusal said under the group.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Visibility } from '@recipe-book/schema/visibility';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { VisibilityChoice } from './visibility-choice';

function Chooser({ first, error }: { first: Visibility; error?: string }) {
  const [value, setValue] = useState(first);
  return (
    <VisibilityChoice
      radio={(option) => ({ name: 'visibility', checked: value === option, onChange: () => setValue(option) })}
      error={error}
    />
  );
}

it('names each choice with what it means, the current one checked, and changes on a press', async () => {
  render(<Chooser first="public" />);
  const group = screen.getByRole('group', { name: 'Who can see this?' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Public — everyone, listed', 'Unlisted — anyone with the link', 'Private — only you']);
  expect(within(group).getByRole('radio', { name: 'Public — everyone, listed' })).toBeChecked();
  await userEvent.click(within(group).getByRole('radio', { name: 'Private — only you' }));
  expect(within(group).getByRole('radio', { name: 'Private — only you' })).toBeChecked();
  expect(within(group).getByRole('radio', { name: 'Public — everyone, listed' })).not.toBeChecked();
});

it('says a refusal under the group', () => {
  render(<Chooser first="private" error="Choose who can see it" />);
  expect(within(screen.getByRole('group')).getByRole('alert')).toHaveTextContent('Choose who can see it');
});
