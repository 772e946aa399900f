// Choose a recipe to plan by its title: results as the cook types (the title
// search of All Recipes), their own and wishlisted recipes first, as a group
// of radio buttons a keyboard moves through with the arrow keys.
import { useEffect, useId, useState } from 'react';
import { TextInput } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/describe-error';
import { type FoundRecipe, searchRecipes } from '../api/search-recipes';
import { RecipeThumb } from './recipe-thumb';

/** Typing pauses this long before a search is sent. */
const TYPING_PAUSE_MS = 250;

type Results =
  { status: 'idle' | 'loading' } | { status: 'done'; recipes: FoundRecipe[] } | { status: 'error'; message: string };

interface RecipeSearchProps {
  uid: string;
  chosen: FoundRecipe | undefined;
  onChoose: (recipe: FoundRecipe) => void;
  error: string | undefined;
}

const MINE = { own: 'Your recipe', wishlist: 'On your wishlist' } as const;

export function RecipeSearch({ uid, chosen, onChoose, error }: RecipeSearchProps) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const legendId = useId();
  useEffect(() => {
    if (text.trim() === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setResults({ status: 'loading' });
      searchRecipes(uid, text).then(
        (recipes) => current && setResults({ status: 'done', recipes }),
        (failure: unknown) => current && setResults({ status: 'error', message: describeError(failure) }),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [uid, text]);

  // An emptied field shows no results, whatever the last search found.
  const shown: Results = text.trim() === '' ? { status: 'idle' } : results;
  return (
    <div className="flex flex-col gap-2">
      <TextInput
        data-autofocus
        label="Find a recipe"
        hint="Type words of its title, e.g. “curry” or “choc cake”."
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <div aria-live="polite" className="text-sm text-stone-700">
        {shown.status === 'loading' && <Spinner size="sm" label="Searching…" />}
        {shown.status === 'error' && <p className="text-red-700">{shown.message}</p>}
        {shown.status === 'done' && shown.recipes.length === 0 && <p>No recipe has a title like that.</p>}
      </div>
      {shown.status === 'done' && shown.recipes.length > 0 && (
        <fieldset aria-labelledby={legendId} className="max-h-64 overflow-y-auto rounded-lg border border-stone-200">
          <legend id={legendId} className="sr-only">
            Recipes found
          </legend>
          {shown.recipes.map((recipe) => (
            <label
              key={recipe.id}
              className="flex cursor-pointer items-center gap-3 border-b border-stone-100 px-3 py-2 last:border-b-0 hover:bg-orange-50 has-[:checked]:bg-orange-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-orange-700"
            >
              <input
                type="radio"
                name="recipe"
                checked={chosen?.id === recipe.id}
                onChange={() => onChoose(recipe)}
                className="size-4 accent-orange-700"
              />
              <RecipeThumb src={recipe.image} />
              <span className="flex flex-col">
                <span className="font-medium text-stone-900">{recipe.title}</span>
                <span className="text-xs text-stone-600">
                  Serves {recipe.servings}
                  {recipe.mine && ` · ${MINE[recipe.mine]}`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
