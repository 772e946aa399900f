// One planned meal or note: the recipe's picture and title (a link to it at
// the planned servings), marked when the recipe has been deleted; or the
// note. Dragged by mouse or touch-pad to another day or meal (native HTML5
// drag and drop); its actions do the same by keyboard (Move to…), and copy,
// edit and delete.
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { menuItemClass } from '@/components/ui/menu';
import { usePlannedRecipe } from '../api/use-planned-recipe';
import { entryName, type MealPlanEntry } from '../meal-plan-entry';
import { RecipeThumb } from './recipe-thumb';

/** The drag's data type: an entry's id, understood by the planner's drop zones only. */
export const ENTRY_DRAG_TYPE = 'application/x-meal-plan-entry';

export type EntryCommand = 'move' | 'copy' | 'edit' | 'delete';

interface EntryCardProps {
  entry: MealPlanEntry;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onCommand: (command: EntryCommand) => void;
}

function PlannedRecipeLine({ entry }: { entry: MealPlanEntry & { recipeId: string } }) {
  const recipe = usePlannedRecipe(entry.recipeId);
  const servings = `${entry.servings ?? ''} servings`;
  if (recipe === null) {
    return (
      <>
        <RecipeThumb src={undefined} />
        <span className="flex min-w-0 flex-col">
          <span className="font-medium break-words text-stone-700 line-through">{entry.recipeTitle}</span>
          <span className="text-xs font-semibold text-red-700">Recipe removed · {servings}</span>
        </span>
      </>
    );
  }
  return (
    <>
      <RecipeThumb src={recipe?.image} />
      <span className="flex min-w-0 flex-col">
        <Link
          to="/recipes/$id"
          params={{ id: entry.recipeId }}
          search={{ servings: entry.servings ?? undefined }}
          className="font-medium break-words text-stone-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-orange-700"
        >
          {entry.recipeTitle}
        </Link>
        <span className="text-xs text-stone-600">{servings}</span>
      </span>
    </>
  );
}

const COMMANDS: [EntryCommand, string][] = [
  ['move', 'Move to…'],
  ['copy', 'Copy to…'],
  ['edit', ''],
  ['delete', 'Delete'],
];

/**
 * The entry's actions behind a disclosure button (a native <details>: a
 * keyboard opens it with Enter or Space, a screen reader hears it expand);
 * a choice closes it and opens its dialog.
 */
function EntryMenu({
  name,
  isNote,
  onCommand,
}: {
  name: string;
  isNote: boolean;
  onCommand: (command: EntryCommand) => void;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={details} className="relative shrink-0">
      <summary
        aria-label={`Actions for “${name}”`}
        className="cursor-pointer list-none rounded-full px-2 text-lg leading-6 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-700 [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="absolute right-0 z-30 mt-1 flex w-44 flex-col rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl">
        {COMMANDS.map(([command, label]) => (
          <button
            key={command}
            type="button"
            className={menuItemClass}
            onClick={() => {
              if (details.current) details.current.open = false;
              onCommand(command);
            }}
          >
            {label || (isNote ? 'Edit note' : 'Change servings')}
          </button>
        ))}
      </div>
    </details>
  );
}

export function EntryCard({ entry, selected, onSelect, onCommand }: EntryCardProps) {
  const name = entryName(entry);
  const isNote = entry.recipeId === null;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(ENTRY_DRAG_TYPE, entry.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-entry={name}
      className="flex cursor-grab items-start gap-2 rounded-lg border border-stone-200 bg-white p-2 shadow-sm active:cursor-grabbing"
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={`Select “${name}” for the shopping list`}
        className="mt-1 size-4 shrink-0 accent-orange-700"
      />
      <div className="flex min-w-0 flex-1 items-start gap-2 text-sm">
        {entry.recipeId === null ? (
          <span className="break-words whitespace-pre-line text-stone-800 italic">{entry.note}</span>
        ) : (
          <PlannedRecipeLine entry={{ ...entry, recipeId: entry.recipeId }} />
        )}
      </div>
      <EntryMenu name={name} isNote={isNote} onCommand={onCommand} />
    </li>
  );
}
