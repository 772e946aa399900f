// What the detail page shows when it has no recipe to show: for an unknown id
// (with a way back), when it was deleted, and when the read failed (with Retry).
// While loading: recipe-loading.tsx.
import { Link, useRouter } from '@tanstack/react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { describeError } from '@/lib/describe-error';
import { reconnectFirestore } from '../api/reconnect-firestore';

export function RecipeNotFound() {
  return <NotFoundMessage title="Recipe not found" text="This recipe doesn't exist, or its cook has removed it." />;
}

/** The recipe was deleted while its page was open (the live copy says so). */
export function RecipeRemoved() {
  return (
    <NotFoundMessage
      title="This recipe was removed"
      text="Its cook deleted it while you were reading. There are many more to try."
      announce
    />
  );
}

export function RecipeLoadError({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter();
  return (
    <RecipeLoadErrorMessage
      error={error}
      onRetry={() =>
        void reconnectFirestore().finally(() => {
          reset();
          void router.invalidate();
        })
      }
    />
  );
}

/** What a failed read says, with Retry (reconnect and read again: RecipeLoadError above). */
export function RecipeLoadErrorMessage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">We couldn't load this recipe</h1>
      <p className="text-stone-700">{describeError(error)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>Retry</Button>
        <Link to="/allRecipes" className={buttonClass('secondary')}>
          Browse all recipes
        </Link>
      </div>
    </div>
  );
}
