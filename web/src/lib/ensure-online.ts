// Firestore keeps a write made offline in a queue and settles it only once the
// server has it, so a form would wait with no word. The signed-in pages' writes
// check first and fail at once with Firestore's own "unavailable" code, which
// the forms turn into a readable message while keeping what was typed.
import { isOnline } from './online-status';

class OfflineError extends Error {
  readonly code = 'unavailable';

  constructor() {
    super('This device is offline.');
    this.name = 'OfflineError';
  }
}

export function ensureOnline(): void {
  if (!isOnline()) throw new OfflineError();
}
