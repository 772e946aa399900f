// The Save to collection dialog: the cook's collections, live, each a labelled
// check box that is checked while the recipe is in it; ticking adds the recipe
// and unticking takes it out at once (each in its own transaction, so another
// tab's changes are kept). "Create a new collection" makes one with this recipe
// in it. A refused change (a full collection, one deleted meanwhile, offline)
// is said inside the dialog, where the cook is looking: the page's toasts lie
// under a modal dialog, out of reach.
import type { Collection } from '@recipe-book/schema/collection';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/describe-error';
import { WithFirestore } from '@/lib/firebase-providers';
import { addRecipeToCollection } from '../api/add-recipe-to-collection';
import { CollectionGoneError } from '../api/change-recipe-ids';
import { CollectionFullError } from '../api/recipe-order';
import { removeRecipeFromCollection } from '../api/remove-recipe-from-collection';
import { useMyCollections } from '../api/use-my-collections';
import { recipeCountText } from './collection-card';
import { NewCollectionInline } from './new-collection-inline';
import type { SaveToCollectionProps } from './save-to-collection';

interface CollectionPickerProps extends SaveToCollectionProps {
  uid: string;
  onClose: () => void;
}

const LOADING = (
  <div className="flex justify-center py-6">
    <Spinner label="Loading your collections…" />
  </div>
);

export function CollectionPicker({ recipe, uid, onClose }: CollectionPickerProps) {
  return (
    <Dialog open onClose={onClose} title={`Save “${recipe.title}” to a collection`}>
      <ErrorBoundary>
        <WithFirestore fallback={LOADING}>
          <PickerBody recipe={recipe} uid={uid} />
        </WithFirestore>
      </ErrorBoundary>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}

function reasonOf(failure: unknown): string {
  if (failure instanceof CollectionFullError || failure instanceof CollectionGoneError) return failure.message;
  return describeError(failure);
}

/** A change the cook asked for: in flight, or written and waiting for the live list to show it. */
interface Asked {
  save: boolean;
  written: boolean;
}

/** Puts the recipe into a collection, or takes it out: the real transactions, unless a test hands in its own. */
export interface PickerChanges {
  add: (collectionId: string, recipeId: string) => Promise<unknown>;
  remove: (collectionId: string, recipeId: string) => Promise<unknown>;
}

const WRITES: PickerChanges = { add: addRecipeToCollection, remove: removeRecipeFromCollection };

function PickerBody({ recipe, uid }: SaveToCollectionProps & { uid: string }) {
  return (
    <PickerChoices
      recipe={recipe}
      collections={useMyCollections(uid)}
      newCollection={<NewCollectionInline recipe={recipe} uid={uid} />}
    />
  );
}

interface PickerChoicesProps extends SaveToCollectionProps {
  /** The cook's collections, live; undefined until read. */
  collections: Collection[] | undefined;
  /** The form to create a collection with the recipe in it (new-collection-inline.tsx). */
  newCollection: ReactNode;
  changes?: PickerChanges;
}

/** The dialog's body as the cook's collections are now: a box per collection, checked while the recipe is in it. */
export function PickerChoices({ recipe, collections, newCollection, changes = WRITES }: PickerChoicesProps) {
  // A transaction is not shown by the live list until the server has answered and the listener has heard
  // of it: until then the box shows what the cook asked for, so it never flicks back for a moment.
  const [asked, setAsked] = useState<Record<string, Asked>>({});
  const [failure, setFailure] = useState<string>();

  // A written change the list now shows is done with: dropped while rendering (React's way to adjust state
  // to new data), so that a later change from another tab or device shows as it is.
  const shownNow = Object.keys(asked).filter((id) => {
    const change = asked[id];
    const collection = collections?.find((each) => each.id === id);
    return change?.written && collection?.recipeIds.includes(recipe.id) === change.save;
  });
  if (shownNow.length > 0) {
    setAsked((last) => Object.fromEntries(Object.entries(last).filter(([id]) => !shownNow.includes(id))));
  }

  const toggle = async (collection: Collection, save: boolean) => {
    setAsked((last) => ({ ...last, [collection.id]: { save, written: false } }));
    setFailure(undefined);
    try {
      await (save ? changes.add : changes.remove)(collection.id, recipe.id);
      setAsked((last) => ({ ...last, [collection.id]: { save, written: true } }));
    } catch (error) {
      setAsked(({ [collection.id]: _failed, ...rest }) => rest);
      const what = save ? `was not saved to “${collection.name}”` : `was not taken out of “${collection.name}”`;
      setFailure(`“${recipe.title}” ${what}. ${reasonOf(error)}`);
    }
  };

  if (!collections) return LOADING;
  return (
    <div className="flex flex-col gap-4">
      {collections.length === 0 ? (
        <p className="text-stone-700">You have no collections yet: name your first one below.</p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">Your collections</legend>
          <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {collections.map((collection) => {
              const change = asked[collection.id];
              const saved = change ? change.save : collection.recipeIds.includes(recipe.id);
              const writing = change !== undefined && !change.written;
              return (
                <li key={collection.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-stone-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-orange-700">
                    <input
                      type="checkbox"
                      checked={saved}
                      aria-busy={writing || undefined}
                      disabled={writing}
                      onChange={(event) => void toggle(collection, event.target.checked)}
                      className="size-5 shrink-0 accent-orange-700"
                    />
                    <span className="flex-1 font-medium text-stone-900">{collection.name}</span>
                    <span className="text-sm text-stone-600">{recipeCountText(collection.recipeIds.length)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      {newCollection}
    </div>
  );
}
