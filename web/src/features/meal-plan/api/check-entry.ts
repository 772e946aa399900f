// Every entry the app writes is checked first by the shared schema, as
// firestore.rules will check it, and a refusal says what is wrong in words.
// The schema (and zod) is downloaded with the first write, not with the page.
import type { MealPlanEntryInput } from '@recipe-book/schema/meal-plan';

/** An entry the schema refused, with its first reason as the message. */
export class InvalidEntryError extends Error {
  override name = 'InvalidEntryError';
}

export async function checkEntry(entry: MealPlanEntryInput): Promise<MealPlanEntryInput> {
  const { mealPlanEntrySchema } = await import('@recipe-book/schema/meal-plan');
  const checked = mealPlanEntrySchema.safeParse(entry);
  if (!checked.success) throw new InvalidEntryError(checked.error.issues[0]?.message ?? 'This entry cannot be saved.');
  return checked.data;
}
