// Add an item by hand ("2 lemons", "kitchen roll"): read by the same parser as
// a recipe's lines, so it adds up with them in the combined view. What cannot
// be an item, and a full list, are said under the field; what was typed stays
// (lib/use-one-field-form.ts).
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import type { ListPlace } from '@/lib/list-place';
import { lazyAction } from '@/lib/lazy-action';
import { useOneFieldForm } from '@/lib/use-one-field-form';
import { addShoppingItems, ShoppingListFullError } from '../api/add-shopping-items';

const itemByHand = lazyAction(() => import('../shopping-list-item').then((module) => module.itemByHand));

export interface AddItemFormProps {
  place: ListPlace;
  /** Puts the items on the list: the real write, unless a test hands in its own. */
  add?: typeof addShoppingItems;
}

export function AddItemForm({ place, add = addShoppingItems }: AddItemFormProps) {
  const { form, field, busy } = useOneFieldForm({
    check: itemByHand,
    submit: async ({ item }) => {
      const outcome = await add(place, [item]);
      if (outcome === 'sent') notify.success(`Added “${item.text}” to your shopping list.`);
    },
    describeFailure: (failure) =>
      `That item was not added. ${failure instanceof ShoppingListFullError ? failure.message : describeError(failure)}`,
    notDownloaded: "We couldn't reach the server to check the item. Check your connection and try again.",
    refocusAfterSubmit: true,
  });

  return (
    <form
      {...form}
      className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start print:hidden"
    >
      <div className="flex-1">
        <TextInput
          {...field}
          label="Add an item"
          hint="What and how much, e.g. “2 lemons” or “kitchen roll”."
          autoComplete="off"
          name="text"
        />
      </div>
      <Button type="submit" busy={busy} className="sm:mt-6">
        Add
      </Button>
    </form>
  );
}
