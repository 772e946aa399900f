// "Save to collection" on a recipe page: the recipe into one or more of the
// cook's collections, or into a new one. Like "Add to shopping list", it loads
// nothing a visitor does not need: on a device where nobody has signed in a
// press goes to log in and back, with no Auth and no Firestore; otherwise Auth
// says who it is (save-for-cook.tsx, loaded lazily with the dialog).
import type { Recipe } from '@recipe-book/schema/recipe';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { AuthGate } from '@/lib/auth-gate';
import { useSignInFirst } from '@/lib/use-sign-in-first';

export interface SaveToCollectionProps {
  recipe: Pick<Recipe, 'id' | 'title'>;
}

const SaveForCook = lazy(() => import('./save-for-cook'));

export function SaveToCollection(props: SaveToCollectionProps) {
  return (
    <AuthGate visitor={<SignedOutSave />} waiting={<SaveButton busy onPress={() => undefined} />} onError="message">
      <SaveForCook {...props} />
    </AuthGate>
  );
}

/** A visitor's button: a press goes to log in and comes back to this recipe. */
export function SignedOutSave() {
  return <SaveButton busy={false} onPress={useSignInFirst()} />;
}

export function SaveButton({ busy, onPress }: { busy: boolean; onPress: () => void }) {
  return (
    <div className="mx-auto mt-4 flex max-w-5xl flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm print:hidden">
      <p className="mr-auto text-stone-700">Keeping this one? Put it in a collection of yours, or start one.</p>
      <Button busy={busy} onClick={onPress} aria-haspopup="dialog">
        Save to collection
      </Button>
    </div>
  );
}
