// The Shopping list page: the signed-in cook's items (or their household's), live from Firestore's
// persistent cache (so the list opens, ticks and removes in a shop without
// signal), by recipe or combined, in metric, US or as written, with the ways to add, tick, remove, clear,
// print and share. The items are stored as added; the units only change what is shown.
import { Link } from '@tanstack/react-router';
import { SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import { useMemo, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { UnitsControl } from '@/components/units/units-control';
import { WithFirestore } from '@/lib/firebase-providers';
import type { ListPlace, PlaceUser, UseListPlace } from '@/lib/list-place';
import { PlaceBoundary } from '@/lib/place-boundary';
import { useUnitsChoice } from '@/lib/units/units-choice';
import { useUnitsConverter } from '@/lib/units/use-units-converter';
import { useShoppingList } from '../api/use-shopping-list';
import { itemsInUnits, type ListView, listSections, listText } from '../list-sections';
import type { ShoppingListItem } from '../shopping-list-item';
import { AddItemForm } from './add-item-form';
import { ListSectionView } from './list-section-view';
import { PrintShoppingListStyle } from './print-shopping-list-style';
import { ShareListButton } from './share-list-button';
import { type ListActions, useListActions } from './use-list-actions';
import { useShownTicks } from './use-shown-ticks';
import { ViewSwitch } from './view-switch';

const LOADING_LABEL = 'Loading your shopping list…';

function EmptyList() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-stone-900">Your shopping list is empty.</p>
      <p className="max-w-md text-stone-700">
        Open a recipe and press “Add to shopping list” to put its ingredients here, for the servings you chose. Or add
        an item by hand above.
      </p>
      <Link to="/allRecipes" className={buttonClass('primary')}>
        Browse All Recipes
      </Link>
    </div>
  );
}

const countText = (items: readonly ShoppingListItem[]) => {
  const ticked = items.filter((item) => item.checked).length;
  return `${items.length} of ${SHOPPING_LIST_LIMITS.maxItems} items · ${ticked} ticked`;
};

function ListToolbar({
  items,
  view,
  onView,
  text,
  actions,
}: {
  items: ShoppingListItem[];
  view: ListView;
  onView: (view: ListView) => void;
  text: () => string;
  actions: ListActions;
}) {
  const ticked = items.filter((item) => item.checked);
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <ViewSwitch view={view} onChange={onView} />
      <UnitsControl />
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        <Button
          variant="secondary"
          disabled={ticked.length === 0}
          onClick={() => void actions.removeMany(ticked, 'The ticked items')}
        >
          Clear ticked
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <ShareListButton text={text} />
      </div>
    </div>
  );
}

function LiveShoppingList({ place }: { place: ListPlace }) {
  const { items, ...ticks } = useShownTicks(useShoppingList(place));
  const [view, setView] = useState<ListView>('recipes');
  const actions = useListActions(place, ticks);
  const converter = useUnitsConverter(useUnitsChoice());
  const shown = useMemo(
    () => (items && converter ? itemsInUnits(items, (text) => converter.line(text, 1)) : items),
    [items, converter],
  );
  if (!shown) return <PageSpinner label={LOADING_LABEL} />;
  const sections = listSections(shown, view);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PrintShoppingListStyle />
      <AddItemForm place={place} />
      {shown.length === 0 ? (
        <EmptyList />
      ) : (
        <>
          <ListToolbar items={shown} view={view} onView={setView} text={() => listText(sections)} actions={actions} />
          <div data-print-shopping-list className="flex flex-col gap-4">
            <h2 className="hidden text-2xl font-bold print:block">Shopping list</h2>
            <p className="text-sm text-stone-700 print:hidden" aria-live="polite">
              {countText(shown)}
            </p>
            {sections.map((section) => (
              <ListSectionView key={section.key} section={section} actions={actions} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function PlacedShoppingList({ user, usePlace }: ShoppingListViewProps) {
  const place = usePlace(user);
  if (!place) return <PageSpinner label={LOADING_LABEL} />;
  // Keyed by its query (the user's or household's): another list never shows for a moment.
  return (
    <PlaceBoundary place={place} loading={<PageSpinner label={LOADING_LABEL} />}>
      <LiveShoppingList key={place.path} place={place} />
    </PlaceBoundary>
  );
}

interface ShoppingListViewProps {
  user: PlaceUser;
  /** The cook's household's list while they are in one, else their own. */
  usePlace: UseListPlace;
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
