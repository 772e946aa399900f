// Add an item by hand ("2 lemons", "kitchen roll"): read by the same parser as
// a recipe's lines, so it adds up with them in the combined view. What cannot
// be an item, and a full list, are said under the field; what was typed stays.
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { addShoppingItems, ShoppingListFullError } from '../api/add-shopping-items';
import { itemByHand } from '../shopping-list-item';

interface AddItemValues {
  text: string;
}

const checkLine = (text: string) => {
  const made = itemByHand(text);
  return 'error' in made ? made.error : true;
};

export function AddItemForm({ uid }: { uid: string }) {
  const form = useForm<AddItemValues>({ defaultValues: { text: '' } });
  const { errors, isSubmitting } = form.formState;

  const add = async ({ text }: AddItemValues) => {
    const made = itemByHand(text);
    if (!('item' in made)) return;
    try {
      const outcome = await addShoppingItems(uid, [made.item]);
      if (outcome === 'sent') notify.success(`Added “${made.item.text}” to your shopping list.`);
      form.reset();
      form.setFocus('text');
    } catch (error) {
      const message = error instanceof ShoppingListFullError ? error.message : describeError(error);
      form.setError('text', { message: `That item was not added. ${message}` });
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(add)}
      noValidate
      className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start print:hidden"
    >
      <div className="flex-1">
        <TextInput
          label="Add an item"
          hint="What and how much, e.g. “2 lemons” or “kitchen roll”."
          autoComplete="off"
          error={errors.text?.message}
          {...form.register('text', { validate: checkLine })}
        />
      </div>
      <Button type="submit" busy={isSubmitting} className="sm:mt-6">
        Add
      </Button>
    </form>
  );
}
