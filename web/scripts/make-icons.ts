// Renders the app icons (web/public/icons/*.png) from icon.svg with the
// system Chromium, since image libraries such as sharp need a native download.
// The PNGs are committed; run `npx tsx web/scripts/make-icons.ts` after
// changing icon.svg. The icon is drawn full-bleed with its mark inside the
// central safe zone, so one picture serves as both `any` and `maskable`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ICONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const SIZES = [180, 192, 512];

const svg = readFileSync(join(ICONS, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: join(ICONS, `icon-${size}.png`), omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons: ${SIZES.map((size) => `icon-${size}.png`).join(', ')}`);
