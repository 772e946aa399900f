// The cook's tokens: name, when made, when last used, and Revoke (after a
// confirmation: scripts using the token stop working at once).
import type { ApiToken } from '@recipe-book/schema/api-token';
import { useState } from 'react';
import { showAlert } from '@/components/ui/alert-store';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { describeApiError } from '@/lib/api-request';
import { dateInWords } from '@/lib/date-in-words';

interface TokenListProps {
  tokens: ApiToken[];
  onRevoked: () => Promise<void>;
  /** Revokes a token on the REST API (api/revoke-token.ts). */
  revoke: (id: string) => Promise<void>;
}

function TokenRow({ token, onRevoked, revoke: revokeToken }: { token: ApiToken } & Omit<TokenListProps, 'tokens'>) {
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: `Revoke “${token.name}”?`,
      text: 'Scripts and apps using this token stop working at once. This cannot be undone.',
      confirmLabel: 'Revoke',
      cancelLabel: 'Cancel',
    });
    if (answer !== 'confirm') return;
    setBusy(true);
    try {
      await revokeToken(token.id);
      notify.success(`Token “${token.name}” revoked`);
      await onRevoked();
    } catch (error) {
      notify.error(describeApiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 sm:flex-1">
        <p className="font-medium break-words text-stone-900">{token.name}</p>
        <p className="text-sm text-stone-700">
          Created {dateInWords(new Date(token.createdAt))} ·{' '}
          {token.lastUsedAt ? `Last used ${dateInWords(new Date(token.lastUsedAt))}` : 'Never used'}
        </p>
      </div>
      {/* Quiet in a list of ten; the confirmation carries the warning. */}
      <Button
        variant="secondary"
        busy={busy}
        onClick={() => void revoke()}
        aria-label={`Revoke ${token.name}`}
        className="self-start sm:self-auto"
      >
        Revoke
      </Button>
    </li>
  );
}

export function TokenList({ tokens, onRevoked, revoke }: TokenListProps) {
  if (tokens.length === 0) return <p className="mt-4 text-stone-700">You have no tokens yet.</p>;
  return (
    <ul aria-label="Your tokens" className="mt-4 divide-y divide-stone-200 border-t border-stone-200">
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} onRevoked={onRevoked} revoke={revoke} />
      ))}
    </ul>
  );
}
