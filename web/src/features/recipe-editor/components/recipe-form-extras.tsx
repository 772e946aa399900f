// The parts of the Add and Update forms that a cook may leave as they are:
// who can see the recipe (public until changed), the video link and
// "Nutrition per serving". The form loads them just after itself
// (recipe-form.tsx), so that Add Recipe's first load stays within its budget;
// a recipe saved before they show is saved public, with neither.
import { TextInput } from '@/components/ui/form-fields';
import { NutritionFields } from './nutrition-fields';
import type { RecipeFormState } from './recipe-form';
import { VisibilityField } from './visibility-field';

export default function RecipeFormExtras({ form }: { form: RecipeFormState }) {
  return (
    <>
      <VisibilityField form={form} />
      <TextInput
        label="Video link (optional)"
        inputMode="url"
        autoComplete="off"
        hint="A YouTube link (youtube.com, youtu.be), or an https:// link to an .mp4 or .webm file."
        error={form.formState.errors.videoUrl?.message}
        {...form.register('videoUrl')}
      />
      <NutritionFields form={form} />
    </>
  );
}
