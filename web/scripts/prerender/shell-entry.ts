// Rendered at build time (by ../prerender-shell.ts, in Node): the app's own
// layout as static HTML, so that index.html paints the page's frame before
// the JavaScript has run or Firebase has said who is signed in. Written
// without JSX because web/tsconfig.json checks scripts/**/*.ts only.
import { createElement } from 'react';
import { Hero } from '@/features/home/components/hero';
import { renderFrame } from '@/server/render-frame';

/** Which frame to render: Home (with the hero's first slide) or any other page of the main layout. */
export type ShellKind = 'home' | 'page';

export function renderShell(kind: ShellKind): Promise<string> {
  // The hero's still first slide is what Home shows until its carousel has loaded.
  return kind === 'home' ? renderFrame('/', createElement(Hero)) : renderFrame('/page', null);
}
