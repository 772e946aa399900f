// "Who can see this?" on the Add and Update forms: the shared choice
// (components/ui/visibility-choice.tsx) registered with the recipe form. It
// comes with the form's other extras, just after the form (recipe-form-extras.tsx).
import { VisibilityChoice } from '@/components/ui/visibility-choice';
import type { RecipeFormState } from './recipe-form';

export function VisibilityField({ form }: { form: RecipeFormState }) {
  // Only a draft kept from an older version could hold another value: the shared schema says so here.
  return (
    <VisibilityChoice radio={() => form.register('visibility')} error={form.formState.errors.visibility?.message} />
  );
}
