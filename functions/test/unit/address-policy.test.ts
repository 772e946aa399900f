// The import's address policy, judged on resolved addresses. No test here
// connects anywhere but loopback: a host name is "resolved" by a lookup of
// our own, and the request is destroyed before the answer reaches the socket,
// so the filter judges the address while nothing is connected to it; refused
// URLs are refused before any connection is tried.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filteringAgent, PUBLIC_ONLY, type AddressPolicy } from '../../src/import/address-policy';
import { fetchPage } from '../../src/import/fetch-page';
import { HttpError } from '../../src/http/errors';

const EMULATOR: AddressPolicy = { allowLoopback: true };

// A server that counts connections: the probes must never reach it, even for addresses they allow.
const server = http.createServer((_request, response) => response.end());
let connections = 0;
server.on('connection', () => (connections += 1));
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  expect(connections).toBe(0);
});

/** Whether the filter lets a name that resolves to `address` through; the request never connects. */
function verdictOn(address: string, policy: AddressPolicy): Promise<'allowed' | 'refused'> {
  const family = address.includes(':') ? 6 : 4;
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: 'recipes.example',
      port,
      family,
      agent: filteringAgent('http:', policy),
      lookup: (_hostname, _options, callback) => {
        setImmediate(() => {
          // Destroyed first: the socket hears the filter's verdict but no longer connects.
          request.destroy();
          callback(null, address, family);
        });
      },
    });
    request.on('socket', (socket) => {
      socket.on('lookup', (error: Error | null) => resolve(error ? 'refused' : 'allowed'));
      socket.on('connect', () => reject(new Error(`connected to ${address}`)));
    });
    request.on('error', () => undefined); // the destroy itself
  });
}

const REFUSED_EVERYWHERE: [string, string][] = [
  ['private 10/8', '10.1.2.3'],
  ['private 172.16/12', '172.20.0.5'],
  ['private 192.168/16', '192.168.1.10'],
  ['link-local, the cloud metadata service', '169.254.169.254'],
  ['CGNAT 100.64/10 (a metadata address on some clouds)', '100.100.100.200'],
  ['multicast', '224.0.0.251'],
  ['unspecified', '0.0.0.0'],
  ['broadcast', '255.255.255.255'],
  ['IPv6 unique local (a metadata address on some clouds)', 'fd00:ec2::254'],
  ['IPv6 link-local', 'fe80::1'],
  ['IPv6 multicast', 'ff02::1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
];

describe('addresses a host name resolves to', () => {
  it.each(REFUSED_EVERYWHERE)('%s (%s) → refused, also in the emulator', async (_name, address) => {
    expect(await verdictOn(address, PUBLIC_ONLY)).toBe('refused');
    expect(await verdictOn(address, EMULATOR)).toBe('refused');
  });

  it.each([['127.0.0.1'], ['127.8.9.10'], ['::1']])('loopback %s → refused in production', async (address) => {
    expect(await verdictOn(address, PUBLIC_ONLY)).toBe('refused');
  });

  it.each([['127.0.0.1'], ['::1']])('loopback %s → allowed in the emulator only', async (address) => {
    expect(await verdictOn(address, EMULATOR)).toBe('allowed');
  });

  it.each([['93.184.215.14'], ['2606:2800:21f:cb07:6820:80da:af6b:8b2c']])('public %s → allowed', async (address) => {
    expect(await verdictOn(address, PUBLIC_ONLY)).toBe('allowed');
  });
});

/** The HttpError fetchPage throws, or a failure when it fetched something. */
async function refusal(url: string, policy: AddressPolicy): Promise<HttpError> {
  const error: unknown = await fetchPage(new URL(url), policy).then(
    () => new Error(`${url} was fetched`),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw error;
  return error;
}

describe('URLs refused before any connection', () => {
  it.each([
    ['an IP literal on loopback', 'http://127.0.0.1/'],
    ['localhost', 'http://localhost/'],
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['a private IP literal', 'http://10.0.0.1/'],
    ['an IPv6 loopback literal', 'http://[::1]/'],
    ['an IPv4-mapped loopback literal', 'http://[::ffff:7f00:1]/'],
    ['a decimal IP that means 127.0.0.1', 'http://2130706433/'],
    ['another port', 'http://recipes.example:8080/'],
    ['ftp', 'ftp://recipes.example/pancakes'],
    ['a file', 'file:///etc/passwd'],
    ['credentials', 'https://user:secret@recipes.example/'],
  ])('%s (%s) → 400 refused-url in production', async (_name, url) => {
    expect(await refusal(url, PUBLIC_ONLY)).toMatchObject({ status: 400, code: 'refused-url' });
  });

  it('the emulator allows another port on loopback only: a private address stays refused', async () => {
    expect(await refusal('http://10.0.0.1:8080/', EMULATOR)).toMatchObject({ status: 400, code: 'refused-url' });
  });
});
