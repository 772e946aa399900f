// The token list as the Settings page shows it: loaded from the REST API (not
// Firestore, which browsers may not read for tokens), reloaded after each
// change, with the failure as a sentence.
import type { ApiToken } from '@recipe-book/schema/api-token';
import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '@/lib/api-request';
import { listTokens } from '../api/list-tokens';

export type TokensState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; tokens: ApiToken[] };

const load = (): Promise<TokensState> =>
  listTokens().then(
    (tokens) => ({ status: 'success', tokens }),
    (error: unknown) => ({ status: 'error', message: describeApiError(error) }),
  );

export function useTokens(): { state: TokensState; reload: () => Promise<void> } {
  const [state, setState] = useState<TokensState>({ status: 'loading' });
  useEffect(() => {
    // A page left before the answer came must not be updated.
    let mounted = true;
    void load().then((next) => mounted && setState(next));
    return () => {
      mounted = false;
    };
  }, []);
  const reload = useCallback(async () => setState(await load()), []);
  return { state, reload };
}
