// What a press on the list does. None of it waits for the server: the live
// list shows a tick or a removal from the local cache at once (offline too),
// and a refusal that comes back later is told in a toast.
import type { Signer } from '@recipe-book/schema/signer';
import { showAlert } from '@/components/ui/alert-store';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import type { ListPlace } from '@/lib/list-place';
import { removeShoppingItems } from '../api/remove-shopping-items';
import { setItemsChecked } from '../api/set-items-checked';
import type { ListLine } from '../list-sections';
import type { ShoppingListItem } from '../shopping-list-item';
import type { ShownTicks } from './use-shown-ticks';

const ids = (items: readonly ShoppingListItem[]) => items.map((item) => item.id);
const itemsWord = (count: number) => (count === 1 ? '1 item' : `${count} items`);

export interface ListActions {
  tick: (line: ListLine, checked: boolean) => void;
  removeLine: (line: ListLine) => void;
  /** Asks first: many items go at once. */
  removeMany: (items: readonly ShoppingListItem[], what: string) => Promise<void>;
  /** In a household, the cook themself: the rows name only the other members. */
  member: Signer | undefined;
}

export function useListActions(place: ListPlace, ticks: Pick<ShownTicks, 'press' | 'forget'>): ListActions {
  const remove = (items: readonly ShoppingListItem[], done: string) => {
    removeShoppingItems(place, ids(items)).catch((error: unknown) =>
      notify.error(`Could not remove ${itemsWord(items.length)}. ${describeError(error)}`),
    );
    notify.success(done);
  };
  return {
    member: place.member,
    tick: (line, checked) => {
      ticks.press(ids(line.items), checked);
      setItemsChecked(place, ids(line.items), checked).catch((error: unknown) => {
        ticks.forget(ids(line.items));
        notify.error(`Could not ${checked ? 'tick' : 'untick'} “${line.text}”. ${describeError(error)}`);
      });
    },
    removeLine: (line) => remove(line.items, `Removed “${line.text}” from your shopping list.`),
    removeMany: async (items, what) => {
      const answer = await showAlert({
        icon: 'warning',
        title: `Remove ${itemsWord(items.length)}?`,
        text: `${what} will be taken off your shopping list.`,
        confirmLabel: 'Remove',
        cancelLabel: 'Cancel',
      });
      if (answer === 'confirm') remove(items, `Removed ${itemsWord(items.length)} from your shopping list.`);
    },
  };
}
