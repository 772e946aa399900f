// The systems a recipe can be shown in, and a cook's choice among them, named
// once for the conversion (units.ts), the API's `?units=`, the web app's
// "Units" control and the stored preference (user-preferences.ts). Kept apart
// from the conversion so that naming a choice loads no units library.

/** The systems a recipe converts to. */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** What a cook picks: a system, or the recipe as its cook wrote it. */
export const UNITS_CHOICES = ['asWritten', ...UNIT_SYSTEMS] as const;
export type UnitsChoice = (typeof UNITS_CHOICES)[number];

export const isUnitsChoice = (value: unknown): value is UnitsChoice =>
  typeof value === 'string' && (UNITS_CHOICES as readonly string[]).includes(value);
