// A page that a function rendered with the app itself (web/src/server/render-page.tsx)
// is marked on its `#root`, so that the browser takes that HTML over as it is
// (hydrates it) instead of replacing it.

/** The attribute on `#root` that marks it. */
export const RENDERED_BY_APP_ATTRIBUTE = 'data-rendered-by-app';
