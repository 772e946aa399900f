// Stands in for `re2js` in the app's builds (web/vite.config.ts aliases it
// here). Firestore bundles this regular-expression engine (46 kB gzip) only to
// evaluate pipeline expressions (`like`, `regexContains`, `regexMatch`) in its
// local cache; the app runs no pipelines (it never imports
// firebase/firestore/pipelines). Each of Firestore's three calls catches what
// `compile` throws and answers "error" for that expression, so nothing else
// changes; an app that starts using pipelines must remove the alias.
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is not bundled with this app: Firestore pipelines are not used (see web/vite.config.ts).');
  },
};
