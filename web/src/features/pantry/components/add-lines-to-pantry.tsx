// "Add ticked to pantry" on the shopping list, once pressed (downloaded then:
// see ../pantry-from-list.ts): the food each line names goes into the cook's
// pantry (their household's when they share one), and a toast says how many
// were new.
import { Link } from '@tanstack/react-router';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import type { ListPlace } from '@/lib/list-place';
import { addPantryFoods } from '../api/change-pantry';
import { PantryFullError } from '../pantry-additions';
import { foodsOfLines } from '../shopping-foods';

const foodsWord = (count: number) => (count === 1 ? '1 food' : `${count} foods`);

function AddedMessage({ count }: { count: number }) {
  return (
    <span>
      Added {foodsWord(count)} to your pantry.{' '}
      <Link to="/pantry" className="underline underline-offset-2">
        View pantry
      </Link>
    </span>
  );
}

/** Says how it went in a toast, a failure too: it never rejects. `add`: the pantry's write, unless a test hands in its own. */
export async function addLinesToPantry(
  place: ListPlace,
  lines: readonly string[],
  add: typeof addPantryFoods = addPantryFoods,
): Promise<void> {
  const foods = foodsOfLines(lines);
  if (foods.length === 0) {
    notify.info('None of the ticked items names a food.');
    return;
  }
  try {
    const { added, outcome } = await add(place, foods);
    if (added.length === 0) notify.info('Those are in your pantry already.');
    // Offline, the foods wait on this device and settleWrite has said so.
    else if (outcome === 'sent') notify.success(<AddedMessage count={added.length} />);
  } catch (error) {
    const reason = error instanceof PantryFullError ? error.message : describeError(error);
    notify.error(`Nothing was added to your pantry. ${reason}`);
  }
}
