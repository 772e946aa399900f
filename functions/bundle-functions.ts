// Bundles the functions (src/index.ts) into one ES module for Node. The shared
// schema (and zod) are inlined, so `firebase deploy --only functions` uploads
// a self-contained folder; only the packages in package.json "dependencies"
// stay external. build.ts writes lib/index.js with it; `npm run dev`
// (scripts/dev.ts) writes its own copy elsewhere, so that it never touches a
// production build.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

export async function bundleFunctions(outfile: string): Promise<void> {
  await build({
    entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}
