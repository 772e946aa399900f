// What the Shopping list page shows once its items are known (shopping-list-view.tsx reads them live):
// the empty state with the ways to fill it, or the toolbar (by recipe or combined, units, clear ticked,
// print, share), the count and the sections. Props in, JSX out: the actions are the page's (use-list-actions.ts).
import { Link } from '@tanstack/react-router';
import { SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import { type ReactNode, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { UnitsControl } from '@/components/units/units-control';
import { type ListView, listText, sectionsByRecipe } from '../list-sections';
import type { ShoppingListItem } from '../shopping-list-item';
import { AddTickedToPantry } from './add-ticked-to-pantry';
import { ListSectionView } from './list-section-view';
import { PrintShoppingListStyle } from './print-shopping-list-style';
import { ShareListButton } from './share-list-button';
import { useCombinedLines } from './use-combined-lines';
import type { ListActions } from './use-list-actions';
import { ViewSwitch } from './view-switch';

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
  toPantry,
}: {
  items: ShoppingListItem[];
  view: ListView;
  onView: (view: ListView) => void;
  text: () => string;
  actions: ListActions;
  toPantry: ShoppingListContentProps['toPantry'];
}) {
  const ticked = items.filter((item) => item.checked);
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <ViewSwitch view={view} onChange={onView} />
      <UnitsControl />
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        {toPantry && ticked.length > 0 && <AddTickedToPantry onAdd={() => toPantry(ticked)} />}
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

export interface ShoppingListContentProps {
  /** The items as shown: in the units chosen, with the ticks pressed and not yet stored. */
  items: ShoppingListItem[];
  actions: ListActions;
  /** The form to add an item by hand (add-item-form.tsx), above the list or its empty state. */
  addForm: ReactNode;
  /** Puts the ticked items' foods into the pantry (add-ticked-to-pantry.tsx); no button without it. */
  toPantry?: (ticked: readonly ShoppingListItem[]) => Promise<void>;
}

export function ShoppingListContent({ items, actions, addForm, toPantry }: ShoppingListContentProps) {
  const [view, setView] = useState<ListView>('recipes');
  const combined = useCombinedLines();
  const sections = view === 'combined' && combined ? combined.combinedSections(items) : sectionsByRecipe(items);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PrintShoppingListStyle />
      {addForm}
      {items.length === 0 ? (
        <EmptyList />
      ) : (
        <>
          <ListToolbar
            items={items}
            view={view}
            onView={setView}
            text={() => listText(sections)}
            actions={actions}
            toPantry={toPantry}
          />
          <div data-print-shopping-list className="flex flex-col gap-4">
            <h2 className="hidden text-2xl font-bold print:block">Shopping list</h2>
            <p className="text-sm text-stone-700 print:hidden" aria-live="polite">
              {countText(items)}
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
