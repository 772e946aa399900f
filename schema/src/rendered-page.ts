// A page that a function rendered with the app itself (web/src/server/render-page.tsx)
// is marked on its `#root`, so that the browser takes that HTML over as it is
// (hydrates it) instead of replacing it.

/** The attribute on `#root` that marks it. */
export const RENDERED_BY_APP_ATTRIBUTE = 'data-rendered-by-app';

/**
 * The `#root` of a page that the app rendered, marked to be taken over, and
 * only a picture until it has been: a tap or a screen reader would otherwise
 * reach a button with nothing behind it yet (web/src/main.tsx wakes it).
 */
export function renderedRoot(markup: string): string {
  return `<div id="root" ${RENDERED_BY_APP_ATTRIBUTE} inert aria-hidden="true">${markup}</div>`;
}
