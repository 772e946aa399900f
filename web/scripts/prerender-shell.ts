// Puts the app's frame into the built HTML, so that the first paint needs no
// JavaScript and no answer from Firebase Auth: index.html gets Home's frame
// (top bar, the hero's first slide, footer) and shell.html the frame of every
// other page (Hosting and the service worker serve it for them). src/main.tsx
// renders the app only once it knows the user and the page, replacing the
// frame with the same markup in one step. The app's stylesheet goes into the
// HTML too, and the app starts after the first paint, so that nothing stands
// between the HTML and its first paint.
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type Rollup } from 'vite';
import type { renderShell as RenderShell, ShellKind } from './prerender/shell-entry';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const ROOT_DIV = '<div id="root"></div>';
/** The frame of every page but Home; firebase.json rewrites to it. */
export const PAGE_SHELL = 'shell.html';

/** Renders both frames with Vite's SSR loader (TypeScript, the @ alias), outside the client build. */
async function renderFrames(): Promise<Record<ShellKind, string>> {
  const server = await createServer({
    root: WEB,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: [{ find: '@', replacement: `${WEB}src` }] },
  });
  try {
    const entry = (await server.ssrLoadModule('/scripts/prerender/shell-entry.ts')) as {
      renderShell: typeof RenderShell;
    };
    return { home: await entry.renderShell('home'), page: await entry.renderShell('page') };
  } finally {
    await server.close();
  }
}

/**
 * React writes a `<link rel="preload">` for each image it renders at the top
 * of its output (the hero picture, with high priority): they belong in the
 * head, where the browser finds them before anything else.
 */
function withFrame(html: string, frame: string): string {
  const preloads = frame.match(/^(?:<link rel="preload"[^>]*>)+/)?.[0] ?? '';
  // Only a picture until the app takes over: a tap or a screen reader would
  // otherwise reach a menu button with nothing behind it yet.
  // The markers let the page functions put a page's own frame in its place (functions/src/pages/page-renderer.ts).
  const still = `<div inert aria-hidden="true" style="display:contents"><!--frame-->${frame.slice(preloads.length)}<!--/frame--></div>`;
  return html.replace('</head>', `${preloads}</head>`).replace(ROOT_DIV, `<div id="root">${still}</div>`);
}

/**
 * Puts the entry's stylesheet (about 8 kB gzip) into the HTML: on a phone
 * network a separate request would hold the first paint back by a round trip.
 * The `<link>` stays, disabled so that the browser neither fetches nor
 * applies it: Vite's loader for lazy chunks that list this stylesheet looks
 * for that element, and without it would fetch the file again and make the
 * browser restyle the whole page. Stylesheets that lazy pages import stay
 * files of their own.
 */
function inlineStylesheets(html: string, bundle: Rollup.OutputBundle): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') return link;
    return `<style>${String(asset.source)}</style>${link.replace(/>$/, ' disabled>')}`;
  });
}

/**
 * Starts the app only once the frame is on screen: the entry script and its
 * modulepreloads become one small inline script that, after the first paint,
 * imports the entry. Otherwise a browser that has the scripts at hand (from
 * the HTTP cache or the service worker on every later visit) runs a few
 * hundred milliseconds of start-up on a phone before painting anything. The
 * modulepreload links are not added back: each one is compiled as it is
 * appended, so together they made one long task; imported, the modules are
 * fetched in parallel anyway once the entry names them. A hidden tab paints
 * nothing, so it starts at once.
 */
function bootAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entry?.[1]) throw new Error('index.html has no module entry script to start after the first paint');
  const preload = /<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g;
  const boot = [
    '<script type="module">',
    `const boot = () => import(${JSON.stringify(entry[1])});`,
    "if (document.visibilityState === 'hidden') boot();",
    'else requestAnimationFrame(() => setTimeout(boot));',
    '</script>',
  ].join('\n');
  return html.replace(preload, '').replace(entry[0], boot);
}

export function prerenderShell(): Plugin {
  return {
    name: 'recipe-book:prerender-shell',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset' || typeof index.source !== 'string') return;
      const html = bootAfterFirstPaint(inlineStylesheets(index.source, bundle));
      if (!html.includes(ROOT_DIV)) this.error(`index.html must contain ${ROOT_DIV} for the prerendered frame`);
      const frames = await renderFrames();
      index.source = withFrame(html, frames.home);
      this.emitFile({ type: 'asset', fileName: PAGE_SHELL, source: withFrame(html, frames.page) });
    },
  };
}
