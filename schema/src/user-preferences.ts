// A cook's settings that follow them from device to device, stored on their
// own user document as `users/{uid}.preferences` (docs/data-model.md).
// firestore.rules (isUserPreferences) mirrors this schema, and
// tests/rules/users.test.ts proves the two agree.
import { z } from 'zod';
import { UNITS_CHOICES } from './unit-systems';

/** The fields of `preferences`, as the rules' userPreferencesFields() lists them. */
export const USER_PREFERENCES_FIELDS = ['units'] as const;

export const userPreferencesSchema = z.strictObject({
  /** How recipes and the shopping list show amounts and oven temperatures. */
  units: z.enum(UNITS_CHOICES),
});
