// "What can I cook?": public recipes that use the pantry's foods, as All
// Recipes' cards in the API's order (fewest missing first, then most used),
// each saying what is missing, with the way to put that on the shopping list.
// Its states: a hint while the pantry is empty, loading, a failure with Try
// again, no recipe found, and "updating" while the answer follows a change.
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PantryRecipe } from '../api/pantry-recipes';
import type { RecipeCardSlot } from './pantry-ports';
import { useCookable } from './use-cookable';

interface WhatCanICookProps {
  foods: readonly string[];
  saved: boolean;
  listRecipes: () => Promise<PantryRecipe[]>;
  card: RecipeCardSlot;
  /** Whether the missing foods went on the shopping list (use-pantry-actions.ts says how it went). */
  onAddMissing: (match: PantryRecipe) => Promise<boolean>;
}

/** How many cards load their picture at once: the first row. */
const FIRST_ROW = 3;

function Note({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 p-8 text-center"
    >
      {children}
    </div>
  );
}

/** What the recipe lacks, and the way to put it on the shopping list (once, until it lacks something else). */
function MatchNote({ match, onAddMissing }: { match: PantryRecipe; onAddMissing: WhatCanICookProps['onAddMissing'] }) {
  const [busy, setBusy] = useState(false);
  const [addedFor, setAddedFor] = useState<string>();
  const missing = match.missing.join(', ');
  if (match.missing.length === 0) {
    return (
      <p className="rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-800">
        <span aria-hidden="true">✓ </span>You have everything
      </p>
    );
  }
  const add = async () => {
    setBusy(true);
    try {
      if (await onAddMissing(match)) setAddedFor(missing);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg bg-amber-50 px-3 py-2">
      <p className="text-stone-900">
        <span className="font-semibold">Missing:</span> {missing}
      </p>
      {addedFor === missing ? (
        <p className="text-sm text-stone-700">Added to your shopping list.</p>
      ) : (
        <Button variant="secondary" busy={busy} onClick={() => void add()} className="px-3 py-1.5">
          Add the missing to the shopping list
        </Button>
      )}
    </div>
  );
}

export function WhatCanICook({ foods, saved, listRecipes, card: Card, onAddMissing }: WhatCanICookProps) {
  const headingId = useId();
  const cookable = useCookable(foods, saved, listRecipes);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-stone-900">
          What can I cook?
        </h2>
        {cookable.status === 'success' && cookable.updating && <Spinner size="sm" label="Updating the recipes" />}
      </div>
      <p className="max-w-2xl text-stone-700">
        Public recipes that use what you have, those missing the fewest foods first. Salt, pepper, oil and water count
        as always on hand.
      </p>
      {cookable.status === 'empty' && (
        <Note>
          <p className="text-lg font-semibold text-stone-900">Add a few foods to see what you can cook.</p>
          <p className="max-w-md text-stone-700">Recipes that use them will show here, best matches first.</p>
        </Note>
      )}
      {cookable.status === 'loading' && (
        <div className="flex justify-center py-12">
          <Spinner label="Finding recipes you can cook…" />
        </div>
      )}
      {cookable.status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-red-900">
          <p>Could not find recipes for your pantry. {cookable.message}</p>
          <Button variant="secondary" onClick={cookable.retry}>
            Try again
          </Button>
        </div>
      )}
      {cookable.status === 'success' &&
        (cookable.recipes.length === 0 ? (
          <Note>
            <p className="text-lg font-semibold text-stone-900">No recipe uses your foods yet.</p>
            <p className="max-w-md text-stone-700">Add more foods, or find something to cook among all the recipes.</p>
            <Link to="/allRecipes" className={buttonClass('secondary')}>
              Browse All Recipes
            </Link>
          </Note>
        ) : (
          <ul aria-label="Recipes you can cook" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cookable.recipes.map((match, index) => (
              <li key={match.recipe.id} className="flex flex-col gap-2">
                <Card recipe={match.recipe} layout="grid" eager={index < FIRST_ROW} headingLevel="h3" />
                <MatchNote match={match} onAddMissing={onAddMissing} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
