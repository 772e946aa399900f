// The Personal access tokens section of Settings, its tokens kept behind `tokens` (access-tokens.tsx
// gives the REST API's): the list with its loading and error states, the form, the new secret shown once.
import type { ApiToken, ApiTokenCreated } from '@recipe-book/schema/api-token';
import { API_TOKEN_LIMITS } from '@recipe-book/schema/constants';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';
import { TokenList } from './token-list';
import { useTokens } from './use-tokens';

/** Where the tokens live: the REST API (access-tokens.tsx), or a test's own. */
export interface TokensPort {
  list: () => Promise<ApiToken[]>;
  create: (name: string) => Promise<ApiTokenCreated>;
  revoke: (id: string) => Promise<void>;
}

export function TokensSection({ tokens }: { tokens: TokensPort }) {
  const { state, reload } = useTokens(tokens.list);
  const [created, setCreated] = useState<ApiTokenCreated>();

  const onCreated = (token: ApiTokenCreated) => {
    setCreated(token);
    void reload();
  };

  return (
    <section aria-labelledby="tokens-heading" className="rounded-2xl bg-white p-6 shadow">
      <h2 id="tokens-heading" className="text-lg font-semibold">
        Personal access tokens
      </h2>
      <p className="mt-1 text-stone-700">
        A token lets a script or an app use the{' '}
        <a href="/api/openapi.json" className="font-semibold text-orange-800 underline underline-offset-4">
          REST API
        </a>{' '}
        as you, without signing in: send it as <code className="text-sm">Authorization: Bearer &lt;token&gt;</code>. You
        can have up to {API_TOKEN_LIMITS.maxPerAccount}.
      </p>
      {created && <NewTokenNotice created={created} onDone={() => setCreated(undefined)} />}
      <CreateTokenForm onCreated={onCreated} create={tokens.create} />
      {state.status === 'loading' && (
        <div className="mt-4">
          <Spinner label="Loading your tokens" />
        </div>
      )}
      {state.status === 'error' && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-red-700">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      )}
      {state.status === 'success' && <TokenList tokens={state.tokens} onRevoked={reload} revoke={tokens.revoke} />}
    </section>
  );
}
