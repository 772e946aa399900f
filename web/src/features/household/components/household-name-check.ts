// The household name's check (the shared schema's rules, with zod), downloaded
// when the cook first points at or focuses a name form (household-name-form.tsx),
// not with the Settings page.
import { householdNameSchema } from '@recipe-book/schema/household';

/** The name as the API takes it, or what is wrong with it, in the schema's words. */
export function checkHouseholdName(name: string): { name: string } | { error: string } {
  const checked = householdNameSchema.safeParse(name);
  if (checked.success) return { name: checked.data };
  return { error: checked.error.issues[0]?.message ?? 'Check the name.' };
}
