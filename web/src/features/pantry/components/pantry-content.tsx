// What the Pantry page shows once the pantry is known (pantry-view.tsx reads
// it live): the form to add a food, the count, the foods or the empty state,
// then "What can I cook?". Props and ports in, JSX out.
import { PANTRY_LIMITS } from '@recipe-book/schema/constants';
import { useId } from 'react';
import type { ListPlace } from '@/lib/list-place';
import type { LivePantry } from '../api/use-pantry';
import { AddFoodForm } from './add-food-form';
import { EmptyPantry, PantryFoodList } from './pantry-food-list';
import type { PantryPorts } from './pantry-ports';
import { usePantryActions } from './use-pantry-actions';
import { WhatCanICook } from './what-can-i-cook';

export interface PantryContentProps extends PantryPorts {
  place: ListPlace;
  pantry: LivePantry;
}

export function PantryContent({
  place,
  pantry,
  writes,
  listRecipes,
  shoppingList,
  card,
  suggestions,
}: PantryContentProps) {
  const headingId = useId();
  const { foods, saved } = pantry;
  const actions = usePantryActions(place, foods, { writes, shoppingList });
  const full = foods.length >= PANTRY_LIMITS.maxFoods;
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby={headingId} className="flex max-w-5xl flex-col gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-stone-900">
          On hand
        </h2>
        <AddFoodForm add={actions.add} suggestions={suggestions} />
        <p className="text-sm text-stone-700" aria-live="polite">
          {foods.length} of {PANTRY_LIMITS.maxFoods} foods
          {full && ': your pantry is full. Remove what you no longer have to add more.'}
        </p>
        {foods.length === 0 ? <EmptyPantry /> : <PantryFoodList foods={foods} actions={actions} />}
      </section>
      <WhatCanICook
        foods={foods}
        saved={saved}
        listRecipes={listRecipes}
        card={card}
        onAddMissing={actions.addMissing}
      />
    </div>
  );
}
