// pa11y's checks (HTML_CodeSniffer, WCAG 2 AA), run in the Playwright page the
// test is driving. pa11y's own package drives a browser of its own through
// Puppeteer, which downloads Chrome when installed (not possible offline) and
// cannot check a page in the state a test brought it to (a dialog open, a
// signed-in user). So this runs pa11y's engine, @pa11y/html_codesniffer (the
// very build pa11y injects), the way pa11y's HTML_CodeSniffer runner does:
// HTMLCS.process('WCAG2AA', document) and its messages of type error, which
// is all pa11y reports by default (warnings and notices are opt-in there).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

// Strings: the root tsconfig checks e2e/ without the DOM library. HTMLCS
// messages hold HTML (links to the technique); the text is enough here.
const RUN_WCAG2AA = `new Promise((resolve, reject) => {
  HTMLCS.process('WCAG2AA', document, () => {
    resolve(
      HTMLCS.getMessages()
        .filter((message) => message.type === HTMLCS.ERROR)
        .map((message) => ({
          code: message.code,
          text: message.msg.replace(/<[^>]*>/g, ''),
          element: (message.element.outerHTML ?? message.element.nodeName).slice(0, 160),
        })),
    );
  }, reject);
})`;

interface Pa11yError {
  code: string;
  text: string;
  element: string;
}

/** pa11y's errors (HTML_CodeSniffer, WCAG 2 AA) on the page as it is now, one line each. */
export async function pa11yErrors(page: Page): Promise<string[]> {
  // Injected once per document; a navigation starts a new one without it.
  if ((await page.evaluate('typeof window.HTMLCS')) === 'undefined') await page.evaluate(HTMLCS_SOURCE);
  const errors = (await page.evaluate(RUN_WCAG2AA)) as Pa11yError[];
  return errors.map(({ code, text, element }) => `${code}: ${text} — ${element}`);
}
