// Renders the demo pictures (web/public/images/**/*.webp) from their SVG
// sources in web/image-sources/ with the system Chromium (its canvas encodes
// WebP; image libraries such as sharp need a native download). The WebP files
// are committed; run `npx tsx web/scripts/make-images.ts` after changing a
// source. Pictures are WebP rather than SVG because a browser parses each SVG
// picture as a document of its own on the page's main thread, which on a phone
// held the page up for tens of milliseconds per picture; WebP is decoded off it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = join(WEB, 'image-sources');
const OUT = join(WEB, 'public', 'images');
const QUALITY = 0.7;

function svgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return svgFiles(path);
    return entry.name.endsWith('.svg') ? [path] : [];
  });
}

/** The picture's size in pixels: its viewBox, drawn at one pixel per unit. */
function sizeOf(svg: string): { width: number; height: number } {
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!box?.[1] || !box[2]) throw new Error('every source needs a viewBox="0 0 w h"');
  return { width: Number(box[1]), height: Number(box[2]) };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const file of svgFiles(SOURCES)) {
    const svg = readFileSync(file, 'utf8');
    const { width, height } = sizeOf(svg);
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image(width, height);
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width, height });
        canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, width, height, quality: QUALITY },
    );
    const target = join(OUT, relative(SOURCES, file)).replace(/\.svg$/, '.webp');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64'));
    console.log(`${relative(WEB, target)}  ${width}×${height}`);
  }
} finally {
  await browser.close();
}
