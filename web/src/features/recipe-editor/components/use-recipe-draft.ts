// What was typed into Add Recipe survives a reload or a closed tab: the values
// are kept in this device's localStorage, per account, until the recipe is
// added or the draft is discarded. Nothing leaves the device.
import { useCallback, useState } from 'react';
import { isUnchanged, readFormValues, RECIPE_FORM_DEFAULTS, type RecipeFormValues } from './recipe-form-values';

const storageKey = (uid: string) => `recipe-book:add-recipe-draft:${uid}`;

/** The saved draft, if there is a readable one (storage can be blocked or hold an old shape). */
function readDraft(uid: string): RecipeFormValues | undefined {
  try {
    return readFormValues(JSON.parse(localStorage.getItem(storageKey(uid)) ?? 'null'));
  } catch {
    return undefined;
  }
}

// A draft is a convenience: when storage is full or blocked the form still
// works, it just is not kept, so a failed write is deliberately ignored.
function writeDraft(uid: string, values: RecipeFormValues | undefined): boolean {
  try {
    if (values) localStorage.setItem(storageKey(uid), JSON.stringify(values));
    else localStorage.removeItem(storageKey(uid));
    return values !== undefined;
  } catch {
    return false;
  }
}

export interface RecipeDraft {
  /** The values to start from: the saved draft, or undefined for an empty form. */
  initial: RecipeFormValues | undefined;
  /** Whether a draft is kept on this device now. */
  saved: boolean;
  /** Keeps the values; values equal to an empty form remove the draft. */
  save: (values: RecipeFormValues) => void;
  clear: () => void;
}

export function useRecipeDraft(uid: string): RecipeDraft {
  const [initial] = useState(() => readDraft(uid));
  const [saved, setSaved] = useState(initial !== undefined);
  const save = useCallback(
    (values: RecipeFormValues) =>
      setSaved(writeDraft(uid, isUnchanged(values, RECIPE_FORM_DEFAULTS) ? undefined : values)),
    [uid],
  );
  const clear = useCallback(() => setSaved(writeDraft(uid, undefined)), [uid]);
  return { initial, saved, save, clear };
}
