// An imperative alert, like the SweetAlert calls of the original app:
// `await showAlert({...})` from any event handler, even across a navigation.
// <AlertHost/> (mounted once in the root route) shows one alert at a time.
export type AlertIcon = 'success' | 'error' | 'warning';

export interface AlertOptions {
  title: string;
  text?: string;
  icon?: AlertIcon;
  /** Default "OK". */
  confirmLabel?: string;
  /** Shown only when given; SweetAlert's defaults are "No" and "Cancel". */
  denyLabel?: string;
  cancelLabel?: string;
}

/** `dismiss` means Escape or a click outside. */
export type AlertResult = 'confirm' | 'deny' | 'cancel' | 'dismiss';

export const DEFAULT_LABELS = { confirm: 'OK', deny: 'No', cancel: 'Cancel' } as const;

export interface QueuedAlert extends AlertOptions {
  id: number;
  resolve: (result: AlertResult) => void;
}

let queue: readonly QueuedAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showAlert(options: AlertOptions): Promise<AlertResult> {
  return new Promise((resolve) => {
    queue = [...queue, { ...options, id: nextId++, resolve }];
    emit();
  });
}

/** Close the alert on screen with an answer and show the next one, if any. */
export function answerAlert(id: number, result: AlertResult) {
  const alert = queue.find((item) => item.id === id);
  queue = queue.filter((item) => item.id !== id);
  emit();
  alert?.resolve(result);
}

export function subscribeAlerts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentAlert(): QueuedAlert | undefined {
  return queue[0];
}
