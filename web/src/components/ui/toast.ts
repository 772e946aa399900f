// The app's toasts. Always import from here: react-hot-toast's main and
// headless entry points keep separate stores, and our <Toaster/> reads the headless one.
import { type Renderable, toast } from 'react-hot-toast/headless';

export const notify = {
  /** A string, or an element when the message holds a link. */
  success: (message: Renderable) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
  dismiss: (id?: string) => toast.dismiss(id),
};
