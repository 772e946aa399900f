// What the author of a recipe sees instead of the review form.

/** Why the author has no form: firestore.rules refuses a review of one's own recipe. */
export function OwnRecipeNote() {
  return (
    <p
      data-testid="own-recipe-note"
      className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700 shadow-sm"
    >
      This is your recipe, so you can’t review it: reviews tell what other cooks thought of it. Their count and average
      are on your Dashboard too.
    </p>
  );
}
