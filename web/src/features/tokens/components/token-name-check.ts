// The new-token form's check (the shared schema's name rules, with zod),
// downloaded when the cook first points at or focuses the form
// (create-token-form.tsx), not with the Settings page.
import { apiTokenCreateSchema } from '@recipe-book/schema/api-token';

/** The name as the API takes it, or what is wrong with it, in the schema's words. */
export function checkTokenName(name: string): { name: string } | { error: string } {
  const checked = apiTokenCreateSchema.safeParse({ name });
  if (checked.success) return { name: checked.data.name };
  return { error: checked.error.issues[0]?.message ?? 'Check the name.' };
}
