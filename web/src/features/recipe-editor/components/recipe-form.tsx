// The recipe form shared by Add Recipe and the Update dialog. The caller owns
// the form state (useRecipeForm), so it can keep a draft or compare with the
// recipe being edited; this component lays the fields out and submits.
import { CATEGORIES, CUISINES, IMAGE_PATTERN, RECIPE_LIMITS } from '@recipe-book/schema/constants';
import type { RecipeInput } from '@recipe-book/schema/recipe';
import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxGroup, Select, TextArea, TextInput } from '@/components/ui/form-fields';
import { AdaptedFrom } from '@/components/recipes/adapted-from';
import { preloadRecipeChecks, type RecipeFormValues } from './recipe-form-values';
import { RecipeImage } from '@/components/ui/recipe-image';

export type RecipeFormState = UseFormReturn<RecipeFormValues, unknown, RecipeInput>;

// Who can see the recipe, the video link and the nutrition, which a cook may
// leave as they are, arrive just after the form (recipe-form-extras.tsx).
const RecipeFormExtras = lazy(() => import('./recipe-form-extras'));

interface RecipeFormProps {
  form: RecipeFormState;
  /** Called with the parsed recipe and the values as typed; a rejection keeps what was typed. */
  onSubmit: (input: RecipeInput, typed: RecipeFormValues) => Promise<void>;
  submitLabel: string;
  /** Buttons beside the submit button (Cancel, Discard draft). */
  actions?: ReactNode;
  /** Add Recipe shows the likes, read-only at 0. */
  showLikes?: boolean;
  /** In a dialog the first field takes the focus. */
  autoFocus?: boolean;
}

/** The picture as it will look on the cards, or the placeholder while the address is not usable. */
function ImagePreview({ form }: { form: RecipeFormState }) {
  const image = useWatch({ control: form.control, name: 'image' }).trim();
  return (
    <figure className="flex w-full max-w-56 flex-col gap-1">
      <RecipeImage src={IMAGE_PATTERN.test(image) ? image : undefined} alt="" eager className="rounded-xl" />
      <figcaption className="text-xs text-stone-600">Preview (a placeholder is shown until the image loads)</figcaption>
    </figure>
  );
}

/**
 * The page an imported recipe came from, saved with it as its source. Remove
 * makes the recipe the cook's own (the field is not typed, only set by an
 * import); the focus then moves on to the first field rather than being lost.
 */
function SourceField({ form }: { form: RecipeFormState }) {
  const sourceUrl = useWatch({ control: form.control, name: 'sourceUrl' });
  if (!sourceUrl) return null;
  const remove = () => {
    form.setValue('sourceUrl', '', { shouldDirty: true });
    form.setFocus('image');
  };
  const error = form.formState.errors.sourceUrl?.message;
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-stone-100 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AdaptedFrom url={sourceUrl} className="text-stone-800" />
        <Button variant="ghost" className="px-2 py-1" onClick={remove} aria-label="Remove the source link">
          Remove
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A whole number typed in a text box that phones show with a number pad. */
function WholeNumberInput(props: Omit<ComponentProps<typeof TextInput>, 'type'>) {
  return <TextInput type="number" inputMode="numeric" step={1} {...props} />;
}

export function RecipeForm({ form, onSubmit, submitLabel, actions, showLikes = false, autoFocus }: RecipeFormProps) {
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((input) => onSubmit(input, form.getValues()));
  // Laid out by the form's own width (a container), so it fits the page and the dialog alike.
  return (
    <form
      onSubmit={submit}
      onPointerEnter={preloadRecipeChecks}
      onFocus={preloadRecipeChecks}
      noValidate
      className="@container flex flex-col gap-5"
    >
      <SourceField form={form} />
      <div className="grid gap-4 @lg:grid-cols-[1fr_12rem] @lg:items-start">
        <TextInput
          label="Image URL"
          inputMode="url"
          autoComplete="off"
          hint="A web address (https://…) or a picture on this site (/images/…)."
          data-autofocus={autoFocus || undefined}
          error={errors.image?.message}
          {...form.register('image')}
        />
        <ImagePreview form={form} />
      </div>
      <TextInput label="Title" autoComplete="off" error={errors.title?.message} {...form.register('title')} />
      <TextArea
        label="Ingredients"
        hint="Separate them with commas, or put one per line."
        error={errors.ingredients?.message}
        {...form.register('ingredients')}
      />
      <TextArea
        label="Instructions"
        rows={6}
        hint="Write them as sentences, or put one step per line."
        error={errors.instructions?.message}
        {...form.register('instructions')}
      />
      <div className={`grid gap-4 ${showLikes ? '@lg:grid-cols-3' : '@md:grid-cols-2'}`}>
        <Select label="Cuisine" options={CUISINES} error={errors.cuisine?.message} {...form.register('cuisine')} />
        <WholeNumberInput
          label="Servings"
          hint="How many the recipe as written serves."
          min={RECIPE_LIMITS.servings.min}
          error={errors.servings?.message}
          {...form.register('servings')}
        />
        {showLikes && <TextInput label="Likes" value={0} readOnly hint="Every recipe starts at 0." />}
      </div>
      <div className="grid gap-4 @md:grid-cols-2">
        <WholeNumberInput
          label="Prep time (minutes)"
          min={RECIPE_LIMITS.prepTime.min}
          error={errors.prepTime?.message}
          {...form.register('prepTime')}
        />
        <WholeNumberInput
          label="Cook time (minutes)"
          hint="Leave at 0 for a dish that is not cooked."
          min={RECIPE_LIMITS.cookTime.min}
          error={errors.cookTime?.message}
          {...form.register('cookTime')}
        />
      </div>
      <Controller
        control={form.control}
        name="categories"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            label="Categories"
            options={CATEGORIES}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Suspense>
        <RecipeFormExtras form={form} />
      </Suspense>
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
