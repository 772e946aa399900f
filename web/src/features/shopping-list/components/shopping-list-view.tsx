// The Shopping list page: the signed-in cook's items (or their household's), live from Firestore's
// persistent cache (so the list opens, ticks and removes in a shop without
// signal), by recipe or combined, in metric, US or as written, with the ways to add, tick, remove, clear,
// print and share. The items are stored as added; the units only change what is shown.
import { useMemo } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { WithFirestore } from '@/lib/firebase-providers';
import type { ListPlace, PlaceUser, UseListPlace } from '@/lib/list-place';
import { PlaceBoundary } from '@/lib/place-boundary';
import { useUnitsChoice } from '@/lib/units/units-choice';
import { useUnitsConverter } from '@/lib/units/use-units-converter';
import { useShoppingList } from '../api/use-shopping-list';
import type { ShoppingListItem } from '../shopping-list-item';
import { AddItemForm } from './add-item-form';
import type { AddToPantry } from './add-ticked-to-pantry';
import { ShoppingListContent } from './shopping-list-content';
import { useCombinedLines } from './use-combined-lines';
import { useListActions } from './use-list-actions';
import { useShownTicks } from './use-shown-ticks';

const LOADING_LABEL = 'Loading your shopping list…';
const textsOf = (items: readonly ShoppingListItem[]) => items.map((item) => item.text);

function LiveShoppingList({ place, pantry }: { place: ListPlace; pantry: AddToPantry | undefined }) {
  const { items, ...ticks } = useShownTicks(useShoppingList(place));
  const actions = useListActions(place, ticks);
  const converter = useUnitsConverter(useUnitsChoice());
  const lines = useCombinedLines();
  const shown = useMemo(
    () => (items && converter && lines ? lines.itemsInUnits(items, (text) => converter.line(text, 1)) : items),
    [items, converter, lines],
  );
  if (!shown) return <PageSpinner label={LOADING_LABEL} />;
  const toPantry = pantry && ((ticked: readonly ShoppingListItem[]) => pantry(place, textsOf(ticked)));
  return (
    <ShoppingListContent items={shown} actions={actions} addForm={<AddItemForm place={place} />} toPantry={toPantry} />
  );
}

function PlacedShoppingList({ user, usePlace, pantry }: ShoppingListViewProps) {
  const place = usePlace(user);
  if (!place) return <PageSpinner label={LOADING_LABEL} />;
  // Keyed by its query (the user's or household's): another list never shows for a moment.
  return (
    <PlaceBoundary place={place} loading={<PageSpinner label={LOADING_LABEL} />}>
      <LiveShoppingList key={place.path} place={place} pantry={pantry} />
    </PlaceBoundary>
  );
}

interface ShoppingListViewProps {
  user: PlaceUser;
  /** The cook's household's list while they are in one, else their own. */
  usePlace: UseListPlace;
  /** "Add ticked to pantry": the pantry feature's add, handed in by the route. */
  pantry?: AddToPantry;
}

export function ShoppingListView(props: ShoppingListViewProps) {
  return (
    <ErrorBoundary>
      <WithFirestore fallback={<PageSpinner label={LOADING_LABEL} />}>
        <PlacedShoppingList {...props} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
