// Add an item by hand ("2 lemons", "kitchen roll"): read by the same parser as
// a recipe's lines, so it adds up with them in the combined view. What cannot
// be an item, and a full list, are said under the field; what was typed stays.
// One field, so plain state rather than a form library; its check (the shared
// schema, with zod) is downloaded when the cook first points at or focuses the
// form (lib/lazy-action.ts), which keeps the page within its JavaScript budget.
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { notify } from '@/components/ui/toast';
import type { ListPlace } from '@/lib/list-place';
import { describeError } from '@/lib/describe-error';
import { DownloadFailed, lazyAction } from '@/lib/lazy-action';
import { addShoppingItems, ShoppingListFullError } from '../api/add-shopping-items';

const itemByHand = lazyAction(() => import('../shopping-list-item').then((module) => module.itemByHand));

const NOT_DOWNLOADED = "We couldn't reach the server to check the item. Check your connection and try again.";

export function AddItemForm({ place }: { place: ListPlace }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const made = await itemByHand(text);
      if ('error' in made) return refuse(made.error);
      const outcome = await addShoppingItems(place, [made.item]);
      if (outcome === 'sent') notify.success(`Added “${made.item.text}” to your shopping list.`);
      setText('');
      setError(undefined);
      field.current?.focus();
    } catch (failure) {
      if (failure instanceof DownloadFailed) return refuse(NOT_DOWNLOADED);
      const message = failure instanceof ShoppingListFullError ? failure.message : describeError(failure);
      refuse(`That item was not added. ${message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void add(event)}
      onPointerEnter={itemByHand.preload}
      onFocus={itemByHand.preload}
      noValidate
      className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start print:hidden"
    >
      <div className="flex-1">
        <TextInput
          ref={field}
          label="Add an item"
          hint="What and how much, e.g. “2 lemons” or “kitchen roll”."
          autoComplete="off"
          name="text"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // What was said no longer fits what is typed now; the next Add checks again.
            setError(undefined);
          }}
          error={error}
        />
      </div>
      <Button type="submit" busy={busy} className="sm:mt-6">
        Add
      </Button>
    </form>
  );
}
