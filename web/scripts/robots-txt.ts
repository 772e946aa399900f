// Writes /robots.txt into the build. It is made here rather than served by a
// function because Cloud Functions answer /robots.txt with a 404 of their own,
// and it cannot be a plain file in public/ because its Sitemap line must be an
// absolute URL: PUBLIC_SITE_ORIGIN (web/.env.production or the environment,
// the same variable the functions read) names the public site.
import { loadEnv, type Plugin } from 'vite';

const DEFAULT_ORIGIN = 'http://127.0.0.1:5000';

/** Signed-in pages hold nothing for a crawler (they send visitors to the login page); the API is for programs. */
const PRIVATE_PATHS = ['/api/', '/addRecipe', '/myRecipes', '/wishlist', '/profile', '/dashboard', '/settings'];

export function robotsTxt(): Plugin {
  let origin = DEFAULT_ORIGIN;
  return {
    name: 'recipe-book:robots-txt',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, '');
      origin = (process.env.PUBLIC_SITE_ORIGIN || env.PUBLIC_SITE_ORIGIN || DEFAULT_ORIGIN).replace(/\/+$/, '');
    },
    generateBundle() {
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ];
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: lines.join('\n') });
    },
  };
}
