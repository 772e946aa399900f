// The foods on hand, in alphabetical order (a pantry of many is scanned for a
// name, not read in the order it was filled), each with "I used it up" and ×.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/close-icon';
import type { PantryActions } from './use-pantry-actions';

function FoodRow({ food, actions }: { food: string; actions: PantryActions }) {
  const [busy, setBusy] = useState(false);
  const usedUp = async () => {
    setBusy(true);
    try {
      await actions.usedUp(food);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex min-h-12 items-center gap-1 rounded-lg border border-stone-200 bg-white py-1 pl-3">
      <span className="min-w-0 flex-1 break-words text-stone-900">{food}</span>
      <Button
        variant="ghost"
        busy={busy}
        onClick={() => void usedUp()}
        aria-label={`I used it up: ${food}`}
        className="shrink-0 px-2 py-1.5 text-xs"
      >
        I used it up
      </Button>
      <button
        type="button"
        onClick={() => actions.remove(food)}
        aria-label={`Remove ${food}`}
        className="flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-700"
      >
        <CloseIcon />
      </button>
    </li>
  );
}

export function PantryFoodList({ foods, actions }: { foods: readonly string[]; actions: PantryActions }) {
  const sorted = [...foods].sort((a, b) => a.localeCompare(b));
  return (
    <ul aria-label="Foods in your pantry" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {sorted.map((food) => (
        <FoodRow key={food} food={food} actions={actions} />
      ))}
    </ul>
  );
}

export function EmptyPantry() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-stone-900">Your pantry is empty.</p>
      <p className="max-w-md text-stone-700">
        Add the foods you have at home above. Back from the shops? Tick what you bought on your shopping list and press
        “Add ticked to pantry”.
      </p>
      <Link to="/shoppingList" className={buttonClass('secondary')}>
        Open your shopping list
      </Link>
    </div>
  );
}
