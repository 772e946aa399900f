// Imported first by entry-client.tsx: if the Firebase config is unusable,
// lib/firebase.ts throws while the modules load, before React exists. Show
// that message on the page instead of a page that never answers.
import { FirebaseConfigError } from './firebase-config';

window.addEventListener('error', (event) => {
  if (!(event.error instanceof FirebaseConfigError)) return;
  const box = document.createElement('pre');
  box.setAttribute('role', 'alert');
  box.className = 'm-6 whitespace-pre-wrap rounded-lg border border-red-300 bg-red-50 p-4 text-red-900';
  box.textContent = `The app cannot start: ${event.error.message}`;
  document.body.prepend(box);
});
