// Whether someone has been signed in on this device, remembered beside
// Firebase Auth's own session so that it can be read without loading Auth.
// A visitor who has never signed in here has no session for Auth to restore,
// so pages open without the Auth SDK (lib/auth-session.ts) and Firestore does
// not wait for it (lib/firebase.ts). The hint only decides what loads at
// start-up: Auth, once loaded, has the last word and corrects it.
const KEY = 'recipe-book:signed-in';

/** True unless this device has certainly had nobody signed in (storage that cannot be read counts as maybe). */
export function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage every page loads Auth at start-up, as mayHaveSession() says.
  }
}

/** Calls `onSignIn` when another tab of this site signs in. */
export function onSessionInOtherTab(onSignIn: () => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY && event.newValue === '1') onSignIn();
  });
}
