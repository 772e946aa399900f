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

export default async function startSharedChromium({ provide }: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  provide('chromiumEndpoint', server.wsEndpoint());
  // Which Chromium the results are for: browsers differ (docs/emulators.md).
  const browser = await chromium.connect(server.wsEndpoint());
  console.log(`[e2e] Chromium ${browser.version()} (${CHROMIUM_PATH})`);
  await browser.close();
  return () => server.close();
}
