// One planned meal or note: the recipe's picture and title (a link to it at
// the planned servings), marked when the recipe has been deleted; or the
// note. Dragged by mouse or touch-pad to another day or meal (native HTML5
// drag and drop); its menu does the same by keyboard (Move to…), and copies,
// edits and deletes.
import { Link } from '@tanstack/react-router';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { RefusedBoundary } from '@/lib/refused-boundary';
import { type PlannedRecipe, usePlannedRecipe } from '../api/use-planned-recipe';
import { entryName, type MealPlanEntry } from '../meal-plan-entry';
import { RecipeThumb } from './recipe-thumb';

/** The drag's data type: an entry's id, understood by the planner's drop zones only. */
export const ENTRY_DRAG_TYPE = 'application/x-meal-plan-entry';

/** What an entry's menu offers, in its order. */
const ENTRY_COMMANDS = ['move', 'copy', 'edit', 'delete'] as const;
export type EntryCommand = (typeof ENTRY_COMMANDS)[number];

const commandLabel = (command: EntryCommand, isNote: boolean) =>
  ({ move: 'Move to…', copy: 'Copy to…', edit: isNote ? 'Edit note' : 'Change servings', delete: 'Delete' })[command];

interface EntryCardProps {
  entry: MealPlanEntry;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onCommand: (command: EntryCommand) => void;
  /** In a household: the other member who planned it, named under it. */
  addedBy?: string | undefined;
  /** The recipe behind a planned entry, live (api/use-planned-recipe.ts, unless a test hands in its own). */
  useRecipe?: UsePlannedRecipe;
}

const servingsOf = (entry: MealPlanEntry) => `${entry.servings ?? ''} servings`;

/** The entry of a recipe that was deleted, or that its cook has made private ("unavailable"). */
function MissingRecipeLine({ entry, status }: { entry: MealPlanEntry; status: string }) {
  return (
    <>
      <RecipeThumb src={undefined} className="lg:h-16 lg:w-full" />
      <span className="flex min-w-0 flex-col break-words">
        <span className="font-medium break-words text-stone-700 line-through">{entry.recipeTitle}</span>
        <span className="text-xs font-semibold text-red-700">
          {status} · {servingsOf(entry)}
        </span>
      </span>
    </>
  );
}

/** A recipe's picture, `null` once deleted, `undefined` until known. */
export type UsePlannedRecipe = (recipeId: string) => PlannedRecipe | null | undefined;

interface PlannedRecipeLineProps {
  entry: MealPlanEntry & { recipeId: string };
  useRecipe: UsePlannedRecipe;
}

function PlannedRecipeLine({ entry, useRecipe }: PlannedRecipeLineProps) {
  return (
    <RefusedBoundary refused={<MissingRecipeLine entry={entry} status="Recipe unavailable" />}>
      <LivePlannedRecipeLine entry={entry} useRecipe={useRecipe} />
    </RefusedBoundary>
  );
}

function LivePlannedRecipeLine({ entry, useRecipe }: PlannedRecipeLineProps) {
  const recipe = useRecipe(entry.recipeId);
  const servings = servingsOf(entry);
  if (recipe === null) return <MissingRecipeLine entry={entry} status="Recipe removed" />;
  return (
    <>
      <RecipeThumb src={recipe?.image} className="lg:h-16 lg:w-full" />
      <span className="flex min-w-0 flex-col break-words">
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

export function EntryCard({
  entry,
  selected,
  onSelect,
  onCommand,
  addedBy,
  useRecipe = usePlannedRecipe,
}: EntryCardProps) {
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
      className="flex cursor-grab flex-col gap-1 rounded-lg border border-stone-200 bg-white p-2 shadow-sm active:cursor-grabbing"
    >
      <div className="flex min-w-0 items-start gap-2 text-sm lg:flex-col">
        {entry.recipeId === null ? (
          <span className="break-words whitespace-pre-line text-stone-800 italic">{entry.note}</span>
        ) : (
          <PlannedRecipeLine entry={{ ...entry, recipeId: entry.recipeId }} useRecipe={useRecipe} />
        )}
      </div>
      {addedBy && <span className="text-xs break-words text-stone-600">Added by {addedBy}</span>}
      <div className="flex items-center justify-between gap-2">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select “${name}” for the shopping list`}
          className="size-4 shrink-0 accent-orange-700"
        />
        <Menu
          label={`Actions for “${name}”`}
          button={
            <span aria-hidden="true" className="rounded-full px-2 text-lg leading-6 text-stone-600 hover:bg-stone-100">
              ⋯
            </span>
          }
        >
          {ENTRY_COMMANDS.map((command) => (
            <button
              key={command}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={menuItemClass}
              onClick={() => onCommand(command)}
            >
              {commandLabel(command, isNote)}
            </button>
          ))}
        </Menu>
      </div>
    </li>
  );
}
