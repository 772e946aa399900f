// The token list as the Settings page shows it: loaded from the REST API (not
// Firestore, which browsers may not read for tokens), reloaded after each
// change, with the failure as a sentence.
import type { ApiToken } from '@recipe-book/schema/api-token';
import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '@/lib/api-request';

export type TokensState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; tokens: ApiToken[] };

const load = (listTokens: () => Promise<ApiToken[]>): Promise<TokensState> =>
  listTokens().then(
    (tokens) => ({ status: 'success', tokens }),
    (error: unknown) => ({ status: 'error', message: describeApiError(error) }),
  );

/** `listTokens`: the REST API's (api/list-tokens.ts), or a test's own; the same function every render. */
export function useTokens(listTokens: () => Promise<ApiToken[]>): { state: TokensState; reload: () => Promise<void> } {
  const [state, setState] = useState<TokensState>({ status: 'loading' });
  useEffect(() => {
    // A page left before the answer came must not be updated.
    let mounted = true;
    void load(listTokens).then((next) => mounted && setState(next));
    return () => {
      mounted = false;
    };
  }, [listTokens]);
  const reload = useCallback(async () => setState(await load(listTokens)), [listTokens]);
  return { state, reload };
}
