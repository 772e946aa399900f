// One Chromium for the whole browser suite. vitest runs this once for the e2e
// project (its globalSetup) before any test file, and every file connects to
// this browser (support/browser.ts) instead of starting and stopping one of
// its own, which cost about 3 s a file on these two cores. Each test still
// gets a fresh context (its own profile), so nothing leaks between tests.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the suite's Chromium listens (Playwright's browser server). */
    chromiumEndpoint: string;
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Every host but this machine's fails to resolve at once, as it would with no network: the app is
 * on 127.0.0.1, and nothing a page asks of the internet (a video's thumbnail, Google's sign-in
 * script) may wait for a network this machine does not have.
 */
export const OFFLINE_RESOLVER = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export default async function startSharedChromium({ provide }: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, OFFLINE_RESOLVER],
  });
  provide('chromiumEndpoint', server.wsEndpoint());
  // Which Chromium the results are for: browsers differ (docs/emulators.md).
  const browser = await chromium.connect(server.wsEndpoint());
  console.log(`[e2e] Chromium ${browser.version()} (${CHROMIUM_PATH})`);
  await browser.close();
  return () => server.close();
}
