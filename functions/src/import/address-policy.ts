// Which addresses a recipe import may connect to. The page's address is the
// user's choice, so the function must not become a way into the networks it
// can reach: request-filtering-agent checks every address a host name
// resolves to, at the moment the connection is made (so a name that changes
// its answer between a check and the connection gains nothing), and refuses
// every one that is not public unicast: loopback, private, link-local (the
// cloud metadata service at 169.254.169.254 among them), CGNAT, multicast,
// unspecified and reserved ranges, in IPv4 and IPv6 alike. Each redirect is a
// new request through the same agents, so it is checked again.
import type { Agent } from 'node:http';
import {
  RequestFilteringHttpAgent,
  RequestFilteringHttpsAgent,
  type RequestFilteringAgentOptions,
} from 'request-filtering-agent';
import { isEmulator } from '../config';

export interface AddressPolicy {
  /** Loopback addresses on any port: only in the emulator, so that tests can serve their pages on 127.0.0.1. */
  allowLoopback: boolean;
}

/** Production: public addresses only, on the web's own ports. */
export const PUBLIC_ONLY: AddressPolicy = { allowLoopback: false };

export const addressPolicy = (): AddressPolicy => (isEmulator() ? { allowLoopback: true } : PUBLIC_ONLY);

// Plain addresses, not ranges: the library warns when it matches a range of the other IP version.
const LOOPBACK = ['127.0.0.1', '::1'];

/** The ports an import may use: the defaults of http and https, unless loopback is allowed. */
export function isAllowedPort(url: URL, policy: AddressPolicy): boolean {
  return policy.allowLoopback || url.port === '' || url.port === '80' || url.port === '443';
}

function filterOptions(policy: AddressPolicy): RequestFilteringAgentOptions {
  return {
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: policy.allowLoopback ? LOOPBACK : [],
  };
}

const agents = new Map<string, Agent>();

/** The filtering agent for a URL's scheme under a policy (made once: agents are meant to be shared). */
export function filteringAgent(protocol: 'http:' | 'https:', policy: AddressPolicy): Agent {
  const key = `${protocol}${policy.allowLoopback ? ' loopback' : ''}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = filterOptions(policy);
    agent = protocol === 'https:' ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}

/**
 * Whether a connection error is the agent's refusal of an address. The library
 * reports it as a plain Error whose message says the lookup "is not allowed";
 * the unit tests pin that wording down (test/unit/address-policy.test.ts).
 */
export function isRefusedAddress(error: unknown): boolean {
  return error instanceof Error && /^DNS lookup .* is not allowed/.test(error.message);
}
