// An imported recipe (POST /recipes/import) as the Add Recipe form shows it
// for review: the draft's fields replace the form's and the page's address
// goes with them, so Add Recipe saves it as the recipe's source. A field the
// draft lacks (the page had no usable picture) keeps what the form had.
import type { ImportedRecipe } from '@recipe-book/schema/recipe-import';
import { type RecipeFormValues, toFormValues } from './recipe-form-values';

export function importedFormValues({ draft, sourceUrl }: ImportedRecipe, current: RecipeFormValues): RecipeFormValues {
  return toFormValues({ ...draft, image: draft.image ?? current.image, sourceUrl });
}
