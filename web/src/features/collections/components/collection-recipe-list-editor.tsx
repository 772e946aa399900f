// The cook's list of their collection's recipes: each card with Move up, Move
// down and Remove, and dragging a card to another place. The new order shows
// at once and is written in a transaction (move-recipe-in-collection.ts); the
// focus stays on the moved recipe's button and a polite announcement says
// where it went, so the keyboard and a screen reader follow it.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { moveRecipeInCollection } from '../api/move-recipe-in-collection';
import { removeRecipeFromCollection } from '../api/remove-recipe-from-collection';
import { withRecipeMoved } from '../api/recipe-order';
import { CollectionEmpty } from './collection-view';
import type { RecipeCardSlot } from './recipe-card-slot';

interface EditorProps {
  collectionId: string;
  /** The readable recipes in the collection's live order. */
  recipes: ListedRecipe[];
  card: RecipeCardSlot;
}

type Direction = 'up' | 'down';

export function CollectionRecipeListEditor({ collectionId, recipes, card: Card }: EditorProps) {
  // The order just chosen, with the live order it was chosen from: shown until the live copy changes
  // (the write arrived, or another tab's change did) or the write fails.
  const [chosen, setChosen] = useState<{ ids: string[]; from: string }>();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: string; direction: Direction }>(undefined);
  const [dragged, setDragged] = useState<string>();
  const list = useRef<HTMLOListElement>(null);
  // One write at a time, in the order pressed: two quick moves as concurrent transactions could
  // commit in either order (a retried one last), leaving the first move's order stored.
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const queued = (write: () => Promise<void>) => {
    const next = writes.current.then(write);
    writes.current = next.catch(() => undefined);
    return next;
  };
  const liveIds = recipes.map((recipe) => recipe.id);
  const liveKey = liveIds.join('\n');
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  const order = chosen?.from === liveKey ? chosen.ids : liveIds;
  const orderKey = order.join('\n');
  const shown = order.flatMap((id) => {
    const recipe = byId.get(id);
    return recipe ? [recipe] : [];
  });

  // Once the moved recipe is in its new place: the focus goes with it.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = undefined;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-recipe-id="${moved.id}"] button`);
    const same = [...(buttons ?? [])].find((button) => button.dataset['move'] === moved.direction);
    // At either end the button moved with is disabled: the other one keeps the focus on the recipe.
    const other = [...(buttons ?? [])].find((button) => button.dataset['move'] && !button.disabled);
    (same && !same.disabled ? same : other)?.focus();
  }, [orderKey]);

  const move = (recipe: ListedRecipe, toIndex: number, direction?: Direction) => {
    const ids = shown.map((each) => each.id);
    const next = withRecipeMoved(ids, recipe.id, toIndex);
    if (next.join('\n') === ids.join('\n')) return;
    setChosen({ ids: next, from: liveKey });
    if (direction) focusAfterMove.current = { id: recipe.id, direction };
    setAnnouncement(`Moved ${recipe.title} to position ${next.indexOf(recipe.id) + 1} of ${next.length}`);
    // A stored id this page cannot show (another cook's recipe made private since) counts as a place too:
    // rare, and the recipe then lands one place off at worst, never lost.
    queued(() => moveRecipeInCollection(collectionId, recipe.id, next.indexOf(recipe.id))).catch((error: unknown) => {
      setChosen(undefined);
      notify.error(`Could not move ${recipe.title}. ${describeError(error)}`);
    });
  };

  const remove = (recipe: ListedRecipe) => {
    queued(() => removeRecipeFromCollection(collectionId, recipe.id)).then(
      () => setAnnouncement(`Removed ${recipe.title} from the collection`),
      (error: unknown) => notify.error(`Could not remove ${recipe.title}. ${describeError(error)}`),
    );
  };

  const drop = (event: DragEvent, target: number) => {
    event.preventDefault();
    const recipe = dragged && byId.get(dragged);
    setDragged(undefined);
    if (recipe) move(recipe, target);
  };

  if (shown.length === 0) return <CollectionEmpty />;
  return (
    <>
      <p className="mb-3 text-sm text-stone-600">
        Drag a recipe to another place, or use its Move up and Move down buttons.
      </p>
      <ol ref={list} className="flex flex-col gap-4">
        {shown.map((recipe, index) => (
          <li
            key={recipe.id}
            data-recipe-id={recipe.id}
            data-testid="collection-item"
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(recipe.id);
            }}
            onDragEnd={() => setDragged(undefined)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            className={`flex flex-col gap-2 rounded-xl sm:flex-row sm:items-stretch ${dragged === recipe.id ? 'opacity-50' : ''}`}
          >
            <div className="flex min-w-0 flex-1">
              <Card recipe={recipe} layout="list" eager={index < 3} headingLevel="h2" />
            </div>
            <div className="flex flex-wrap gap-2 sm:w-36 sm:flex-col sm:justify-center">
              <Button
                variant="secondary"
                data-move="up"
                disabled={index === 0}
                aria-label={`Move up: ${recipe.title}`}
                onClick={() => move(recipe, index - 1, 'up')}
              >
                Move up
              </Button>
              <Button
                variant="secondary"
                data-move="down"
                disabled={index === shown.length - 1}
                aria-label={`Move down: ${recipe.title}`}
                onClick={() => move(recipe, index + 1, 'down')}
              >
                Move down
              </Button>
              <Button
                variant="ghost"
                aria-label={`Remove ${recipe.title} from the collection`}
                onClick={() => remove(recipe)}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
