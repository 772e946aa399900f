// The development server (`npm run dev` starts it with the emulators; alone,
// `tsx scripts/dev-server.ts [--port 5173]` uses emulators already running).
// Vite in middleware mode behind a small Node server, as in TanStack Router's
// SSR examples: every page is rendered on the server by the app's own server
// entry (web/src/entry-server.tsx, loaded through Vite for each request, so an
// edit shows on the next one), with the loaders reading Firestore through the
// page function's own reader (the Admin SDK, against the Firestore emulator).
// The browser gets the modules from Vite with hot replacement: an edited
// component is swapped in the open page, which keeps its state. /api/** goes
// to the function `api` in the Functions emulator (the proxy in web/vite.config.ts).
// Nothing is built: neither web/dist nor functions/lib is read or written.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import type { RecipeReader } from '@recipe-book/schema/recipe-reader';
import { PROJECT_ID } from './lib/firebase-cli';
import { takenPorts } from './lib/ports';

const WEB = fileURLToPath(new URL('../web/', import.meta.url));
const HOST = '127.0.0.1';
const portFlag = process.argv.indexOf('--port');
const PORT = portFlag === -1 ? 5173 : Number(process.argv[portFlag + 1]);
const ORIGIN = `http://${HOST}:${PORT}`;

/** What the dev server uses of the app's server entry (as functions/src/pages/page-renderer.ts does). */
interface ServerEntry {
  routerManifest(client: Record<string, { file: string; isEntry?: boolean }>): unknown;
  renderPage(
    request: Request,
    context: { recipes: RecipeReader; origin: string; manifest: unknown },
  ): Promise<Response>;
}

// The Admin SDK finds the emulator and the project in the environment (as in the Functions emulator).
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
const { adminRecipeReader } = await import('../functions/src/pages/admin-recipe-reader');

const taken = await takenPorts([{ port: PORT, label: 'dev server', host: HOST }]);
if (taken.length > 0) {
  console.error(`\n${taken.join('\n')}\n`);
  process.exit(1);
}

const httpServer = createHttpServer();
const vite = await createViteServer({
  root: WEB,
  // Hot updates share the page's own port and server.
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
});

/** The request as the Fetch `Request` the router's handler takes. */
function fetchRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(req.url ?? '/', ORIGIN), { method: req.method, headers });
}

/**
 * The page with what Vite's plugins add to a document's head (its client for
 * hot updates, React's refresh preamble). They are taken from an empty
 * document, because Vite's transform of a whole page would rewrite the
 * page's own inline scripts (its JSON-LD), which must reach the browser as
 * rendered for the hydration to match. React leaves extra elements in
 * <head> alone when it hydrates.
 */
async function withViteClient(url: string, page: string): Promise<string> {
  const shell = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
  // Without the line breaks between the tags: text in <head> would not match the client's render either.
  const headTags = (/<head>([\s\S]*)<\/head>/.exec(shell)?.[1] ?? '').trim().replace(/>\s+</g, '><');
  return page.replace('<head>', `<head>${headTags}`);
}

/** The page, rendered as the page function renders it, with Vite's client and React's refresh added to its head. */
async function renderPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    // The same manifest the page function makes from the build's, naming the source files instead.
    const manifest = entry.routerManifest({
      'src/entry-client.tsx': { file: 'src/entry-client.tsx', isEntry: true },
      'style.css': { file: 'src/styles.css' },
    });
    const page = await entry.renderPage(fetchRequest(req), { recipes: adminRecipeReader, origin: ORIGIN, manifest });
    res.statusCode = page.status;
    page.headers.forEach((value, name) => res.setHeader(name, value));
    // Every answer is fresh: the page is rendered from the code as it is now.
    res.setHeader('cache-control', 'no-store');
    const body = await page.text();
    const isHtml = page.headers.get('content-type')?.includes('text/html') ?? false;
    res.end(isHtml ? await withViteClient(req.url ?? '/', body) : body);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    console.error(error);
    res.statusCode = 500;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
}

httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
  // Vite answers its modules, public files and /api (proxied); everything else is a page.
  vite.middlewares(req, res, () => void renderPage(req, res));
});

httpServer.listen(PORT, HOST, () => {
  console.log(`\nRecipe Book (dev server, hot reload) on ${ORIGIN}; Ctrl+C stops it.\n`);
});

const stop = () => {
  void vite.close().finally(() => httpServer.close(() => process.exit(0)));
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
