// The app's server entry (web/src/entry-server.tsx), which functions/build.ts
// builds with Vite for Node into lib/renderer/ beside this bundle, together
// with the browser build's manifest (which names the hashed script and
// stylesheet every page links). Loaded once, on the first page request.
import { readFile } from 'node:fs/promises';
import type { RecipeReader } from '@recipe-book/schema/recipe-reader';

/** What the page function uses of the app's server entry. */
interface ServerEntry {
  routerManifest(client: unknown): unknown;
  renderPage(
    request: Request,
    context: { recipes: RecipeReader; origin: string; manifest: unknown },
  ): Promise<Response>;
}

// Resolved at run time, next to lib/index.js, so that esbuild leaves the files alone.
const ENTRY_URL = new URL('./renderer/entry-server.js', import.meta.url);
const CLIENT_MANIFEST_URL = new URL('./renderer/client-manifest.json', import.meta.url);

export interface PageRenderer {
  render(request: Request, context: { recipes: RecipeReader; origin: string }): Promise<Response>;
}

async function loadRenderer(): Promise<PageRenderer> {
  const [entry, clientManifest] = await Promise.all([
    import(ENTRY_URL.href) as Promise<ServerEntry>,
    readFile(CLIENT_MANIFEST_URL, 'utf8').then((text) => JSON.parse(text) as unknown),
  ]);
  const manifest = entry.routerManifest(clientManifest);
  return { render: (request, context) => entry.renderPage(request, { ...context, manifest }) };
}

let renderer: Promise<PageRenderer> | undefined;

export function pageRenderer(): Promise<PageRenderer> {
  renderer ??= loadRenderer().catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}
