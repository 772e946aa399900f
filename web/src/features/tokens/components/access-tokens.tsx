// Settings → Personal access tokens: create one for a script (its secret shown
// once), see each one's name and dates, revoke it. The tokens live behind the
// REST API (docs/rest-api.md#personal-access-tokens), which this talks to.
import { createToken } from '../api/create-token';
import { listTokens } from '../api/list-tokens';
import { revokeToken } from '../api/revoke-token';
import { type TokensPort, TokensSection } from './tokens-section';

const API_TOKENS: TokensPort = { list: listTokens, create: createToken, revoke: revokeToken };

export function AccessTokens() {
  return <TokensSection tokens={API_TOKENS} />;
}
