// The optional parts of the Add and Update forms that few cooks fill in: the
// video link and "Nutrition per serving". The form loads them just after
// itself (recipe-form.tsx), so that Add Recipe's first load stays within its
// budget.
import { TextInput } from '@/components/ui/form-fields';
import { NutritionFields } from './nutrition-fields';
import type { RecipeFormState } from './recipe-form';

export default function RecipeFormExtras({ form }: { form: RecipeFormState }) {
  return (
    <>
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
