// What the shopping list's route hands the list for "Add ticked to pantry"
// (features do not import each other). The list's page is at its size
// budget, so the pantry's code comes with the first press.
import type { ListPlace } from '@/lib/list-place';

export const addLinesToPantry = (place: ListPlace, lines: readonly string[]): Promise<void> =>
  import('./components/add-lines-to-pantry').then((module) => module.addLinesToPantry(place, lines));
