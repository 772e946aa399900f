// The app's toasts. Always import from here: react-hot-toast's main and
// headless entry points keep separate stores, and our <Toaster/> reads the headless one.
//
// The store comes with the toaster, which every page loads once it has
// hydrated (routes/__root.tsx); no page waits for it before its first render.
// A toast raised sooner is added as soon as the store is there, in the order
// raised (the import resolves once for all of them).
import type { Renderable } from 'react-hot-toast/headless';

const store = () => import('react-hot-toast/headless').then((module) => module.toast);

export const notify = {
  /** A string, or an element when the message holds a link. */
  success: (message: Renderable) => void store().then((toast) => toast.success(message)),
  error: (message: string) => void store().then((toast) => toast.error(message)),
  info: (message: string) => void store().then((toast) => toast(message)),
  dismiss: (id?: string) => void store().then((toast) => toast.dismiss(id)),
};
