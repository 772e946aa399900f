// Settings' personal access tokens, the tokens kept by the test in memory (the REST API's journey is
// e2e/tokens.test.ts): the list's loading, error and empty states, a new token's secret shown once, why
// a token cannot be made (no name, the limit, offline) keeping what was typed, and revoking after a confirm.
import { API_TOKEN_LIMITS } from '@recipe-book/schema/constants';
import type { ApiToken, ApiTokenCreated } from '@recipe-book/schema/api-token';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { answerAlert, currentAlert } from '@/components/ui/alert-store';
import { Toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-request';
import { type TokensPort, TokensSection } from './tokens-section';

const SECRET = 'rbk_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
/** The API's refusal at the limit (functions/src/tokens/repository.ts), as requestApi hands it on. */
const LIMIT_REACHED = new ApiRequestError(
  `You already have ${API_TOKEN_LIMITS.maxPerAccount} personal access tokens, the most an account may have; revoke one you no longer use first.`,
  409,
  'token-limit-reached',
);
/** What requestApi throws on a device that is offline (lib/ensure-online.ts). */
const OFFLINE = Object.assign(new Error('This device is offline.'), { code: 'unavailable' });

afterEach(() => {
  // The alert queue and the toast store outlive a render: start each test with none.
  for (let alert = currentAlert(); alert; alert = currentAlert()) answerAlert(alert.id, 'dismiss');
  toastStore.remove();
});

/** The cook's tokens in memory, answering as the REST API does. */
function tokensInMemory(initial: ApiToken[] = []) {
  let stored = [...initial];
  const port = {
    list: vi.fn(async () => stored.map((token) => ({ ...token }))),
    create: vi.fn(async (name: string): Promise<ApiTokenCreated> => {
      const token = { id: `id-${stored.length + 1}`, name, createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null };
      stored = [...stored, token];
      return { id: token.id, name, createdAt: token.createdAt, token: SECRET };
    }),
    revoke: vi.fn(async (id: string) => {
      stored = stored.filter((token) => token.id !== id);
    }),
  } satisfies TokensPort;
  return port;
}

const scripts = (count: number): ApiToken[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `script-${index + 1}`,
    name: `Script ${index + 1}`,
    createdAt: '2026-11-01T08:00:00.000Z',
    lastUsedAt: '2026-11-23T09:30:00.000Z',
  }));

function renderTokens(tokens: TokensPort) {
  render(
    <>
      <TokensSection tokens={tokens} />
      <AlertHost />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const section = () => screen.getByRole('region', { name: 'Personal access tokens' });
const nameField = () => within(section()).getByLabelText('Token name');
const createButton = () => within(section()).getByRole('button', { name: 'Create token' });

describe('the list', () => {
  it('says it is loading, then that there are no tokens yet', async () => {
    renderTokens(tokensInMemory());
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading your tokens');
    expect(await within(section()).findByText('You have no tokens yet.')).toBeInTheDocument();
  });

  it('shows each token’s name, when it was made and last used', async () => {
    renderTokens(tokensInMemory(scripts(2)));
    const list = await within(section()).findByRole('list', { name: 'Your tokens' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Script 1Created November 1, 2026 · Last used November 23, 2026');
  });

  it('says why the list could not be read, and Try again reads it again', async () => {
    const tokens = tokensInMemory(scripts(1));
    tokens.list.mockRejectedValueOnce(OFFLINE);
    const user = renderTokens(tokens);
    // (The name field's message is an alert too, empty until it has something to say.)
    const said = await within(section()).findByText(
      "We couldn't reach the server. Check your connection and try again.",
    );
    const failed = said.closest<HTMLElement>('[role="alert"]');
    expect(failed).not.toBeNull();
    await user.click(within(failed!).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('Script 1')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(tokens.list).toHaveBeenCalledTimes(2);
  });
});

describe('a new token', () => {
  it('is shown once, read-only, with the warning; the list gains it and the field is emptied', async () => {
    const tokens = tokensInMemory();
    const user = renderTokens(tokens);
    await within(section()).findByText('You have no tokens yet.');
    await user.type(nameField(), '  Backup script ');
    await user.click(createButton());

    const notice = await within(section()).findByRole('region', { name: 'New token' });
    expect(tokens.create).toHaveBeenCalledWith('Backup script');
    const secret = within(notice).getByLabelText('Your new token “Backup script”');
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveAccessibleDescription(expect.stringContaining('it will not be shown again'));
    const row = await within(section()).findByRole('listitem');
    expect(row).toHaveTextContent('Backup script');
    expect(row).toHaveTextContent('Never used');
    expect(nameField()).toHaveValue('');

    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(within(section()).queryByRole('region', { name: 'New token' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });
});

describe('why a token cannot be made', () => {
  it('needs a name, and asks for nothing without one', async () => {
    const tokens = tokensInMemory();
    const user = renderTokens(tokens);
    await user.click(createButton());
    expect(await within(section()).findByText('Name is required')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveFocus();
    expect(tokens.create).not.toHaveBeenCalled();
  });

  it('says the limit is reached and keeps the name typed', async () => {
    const tokens = tokensInMemory(scripts(API_TOKEN_LIMITS.maxPerAccount));
    tokens.create.mockRejectedValueOnce(LIMIT_REACHED);
    const user = renderTokens(tokens);
    await within(section()).findByText('Script 10');
    await user.type(nameField(), 'One too many');
    await user.click(createButton());
    expect(
      await within(section()).findByText(/You already have 10 personal access tokens.*revoke one/),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('One too many');
    expect(within(section()).queryByRole('region', { name: 'New token' })).not.toBeInTheDocument();
  });

  it('says the server could not be reached when offline', async () => {
    const tokens = tokensInMemory();
    tokens.create.mockRejectedValueOnce(OFFLINE);
    const user = renderTokens(tokens);
    await user.type(nameField(), 'Offline script');
    await user.click(createButton());
    expect(
      await within(section()).findByText("We couldn't reach the server. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('Offline script');
  });
});

describe('revoking', () => {
  it('asks first: Cancel keeps the token, Revoke removes it and says so', async () => {
    const tokens = tokensInMemory(scripts(1));
    const user = renderTokens(tokens);
    const revokeButton = await within(section()).findByRole('button', { name: 'Revoke Script 1' });

    await user.click(revokeButton);
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke “Script 1”?' });
    expect(confirm).toHaveTextContent('stop working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(tokens.revoke).not.toHaveBeenCalled();

    await user.click(revokeButton);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke “Script 1”?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Token “Script 1” revoked');
    expect(tokens.revoke).toHaveBeenCalledWith('script-1');
    expect(await within(section()).findByText('You have no tokens yet.')).toBeInTheDocument();
  });
});
