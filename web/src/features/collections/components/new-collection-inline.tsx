// "Create a new collection" inside the Save to collection dialog: a name
// alone (checked by the shared schema, downloaded on first use), and the new
// collection starts private with this recipe in it. It shows in the list above,
// checked, as soon as it is stored.
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { describeError } from '@/lib/describe-error';
import { lazyAction } from '@/lib/lazy-action';
import { useOneFieldForm } from '@/lib/use-one-field-form';
import { createCollection } from '../api/create-collection';
import type { SaveToCollectionProps } from './save-to-collection';

const checkName = lazyAction(() => import('../collection-check').then((module) => module.checkCollectionName));

export function NewCollectionInline({ recipe, uid }: SaveToCollectionProps & { uid: string }) {
  const { form, field, busy } = useOneFieldForm({
    check: checkName,
    submit: async (checked) => {
      await createCollection({ ...checked, recipeIds: [recipe.id] }, uid);
    },
    describeFailure: (failure) => `The collection was not created. ${describeError(failure)}`,
    notDownloaded: "We couldn't reach the server to check the name. Check your connection and try again.",
  });
  return (
    <form {...form} className="flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:items-start">
      <div className="flex-1">
        <TextInput {...field} label="Create a new collection" hint="Its name; it starts private." autoComplete="off" />
      </div>
      <Button type="submit" busy={busy} className="sm:mt-6">
        Create
      </Button>
    </form>
  );
}
