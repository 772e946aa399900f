// A pantry: the foods a cook has on hand (docs/data-model.md#pantry), one
// document, `users/{uid}/pantry/foods`, or `households/{householdId}/pantry/foods`
// while they are in a household, shared by its members. The web app writes
// it under the rules (firestore.rules `isPantry` mirrors these fields and
// PANTRY_LIMITS), the REST API through PUT /pantry. Each food is canonical, as
// foods.ts `normalFood` names it. No zod here: the web app's pages read this.
// What can be cooked from it is pantry-recipes.ts's.

/** The pantry document's fields (updatedAt is the server's time); the rules allow no other. */
export const PANTRY_FIELDS = ['foods', 'updatedAt'] as const;

export interface StoredPantry<Time> {
  foods: string[];
  updatedAt: Time;
}

/** The foods of a stored pantry, whatever is stored: a missing document or field is empty. */
export const storedPantryFoods = (data: Record<string, unknown> | undefined): string[] =>
  Array.isArray(data?.foods) ? data.foods.filter((food): food is string => typeof food === 'string') : [];
