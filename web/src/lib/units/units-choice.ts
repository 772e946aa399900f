// The units a cook reads recipes and the shopping list in: metric, US, or as
// the recipe's cook wrote it. Remembered on this device (localStorage, shared by
// the site's tabs); for a signed-in cook also on their account, which
// components/units/follow-account-units.tsx mirrors into this store and saves
// each new choice to. Until a cook chooses, the browser's language decides: US
// units where it names the United States ("en-US"), metric everywhere else.
//
// The server cannot know any of this, so the server's HTML and the hydrating
// render show the recipe as written (useSyncExternalStore's server snapshot),
// and the device's choice follows at once after hydration: the HTML always
// matches what hydration renders.
import { isUnitsChoice, type UnitsChoice } from '@recipe-book/schema/unit-systems';
import { useSyncExternalStore } from 'react';

const KEY = 'recipe-book:units';
const listeners = new Set<() => void>();

/** The choice where storage cannot be written (a private window that refuses it): for this page's life. */
let unstored: UnitsChoice | null = null;

/** The first default for a browser language: `en-US` (or `es-US`) → US units, anything else → metric. */
export const unitsForLanguage = (language: string): UnitsChoice => (/-us$/i.test(language) ? 'us' : 'metric');

function storedUnits(): UnitsChoice | null {
  try {
    const stored = localStorage.getItem(KEY);
    return isUnitsChoice(stored) ? stored : unstored;
  } catch {
    return unstored;
  }
}

/** This device's choice, or its language's default. */
const deviceUnits = (): UnitsChoice => storedUnits() ?? unitsForLanguage(navigator.language);

const notify = () => {
  for (const listener of listeners) listener();
};

/** Keeps `choice` on this device (the account's choice arriving, or the cook's own). */
export function rememberUnits(choice: UnitsChoice): void {
  if (storedUnits() === choice) return;
  unstored = choice;
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Kept in memory instead: the page still shows the choice.
  }
  notify();
}

/** Said when a choice could not be saved to the cook's account. */
export const UNSAVED = "Your choice of units is kept on this device, but we couldn't save it to your account.";

type SaveToAccount = (choice: UnitsChoice) => Promise<void>;
let saveToAccount: SaveToAccount | null = null;
/** A choice made before the page connected to the cook's account (it connects once Auth and Firestore have loaded). */
let unsaved: UnitsChoice | null = null;

/**
 * While a signed-in cook's page follows their account, their choices are saved
 * there too (`save`), starting with one they made before it connected (a
 * failure to save that one goes to `onUnsaved`); returns the way to stop, for
 * when they sign out or leave.
 */
export function connectAccount(save: SaveToAccount, onUnsaved: (error: unknown) => void): () => void {
  saveToAccount = save;
  if (unsaved) save(unsaved).catch(onUnsaved);
  unsaved = null;
  return () => {
    if (saveToAccount === save) saveToAccount = null;
  };
}

/** The cook picks `choice`: shown at once and kept here; the promise settles when their account has it too. */
export async function chooseUnits(choice: UnitsChoice): Promise<void> {
  rememberUnits(choice);
  if (saveToAccount) await saveToAccount(choice);
  else unsaved = choice;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const asWritten = (): UnitsChoice => 'asWritten';

/** The units to show: "as written" on the server and while hydrating, then this device's (or account's) choice. */
export function useUnitsChoice(): UnitsChoice {
  return useSyncExternalStore(subscribe, deviceUnits, asWritten);
}
