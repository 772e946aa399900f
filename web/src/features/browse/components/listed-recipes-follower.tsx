// Follows the recipes of a list live (loaded lazily, with reactfire and
// Firestore, by followed-recipes.tsx) and reports every reading: the shown
// recipes as they are now, and on a first page how many new ones it would
// show. Should following fail (offline), the list simply keeps the copy it has.
// A list that asks for it (`each`) is followed recipe by recipe from the start.
// Unlike the other followers (lib/live-follower.tsx) it is more than one hook:
// its parts each have their own boundary, so it keeps its own.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import type { ListingFilters } from '@recipe-book/schema/recipe-listing';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { QuietFollowBoundary } from '@/lib/follow-boundary';
import { RefusedBoundary } from '@/lib/refused-boundary';
import { useLiveListedRecipe, useLiveListedRecipes } from '../api/use-live-listed-recipes';
import { useNewRecipes } from '../api/use-new-recipes';

/** What the follower read: the shown recipes, live, and how many new ones the first page has. */
export interface FollowedReading {
  recipes: ListedRecipe[];
  newRecipes: number;
}

interface ListedRecipesFollowerProps {
  recipes: ListedRecipe[];
  /** The list these recipes are the first page of, to notice new ones; absent on other pages. */
  firstPageOf?: ListingFilters | undefined;
  /** Each recipe by its own document from the start (followed-recipes.tsx). */
  each: boolean;
  onChange: (reading: FollowedReading) => void;
}

function NewRecipes({
  filters,
  recipes,
  onCount,
}: {
  filters: ListingFilters;
  recipes: ListedRecipe[];
  onCount: (count: number) => void;
}) {
  const count = useNewRecipes(
    filters,
    recipes.map((recipe) => recipe.id),
  );
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

type LiveProps = { recipes: ListedRecipe[]; onLive: (recipes: ListedRecipe[]) => void };

/** The shown recipes by one query of their ids. */
function FollowShown({ recipes, onLive }: LiveProps) {
  const live = useLiveListedRecipes(recipes);
  useEffect(() => onLive(live), [live, onLive]);
  return null;
}

type Report = (id: string, recipe: ListedRecipe | null) => void;

function FollowOne({ id, report }: { id: string; report: Report }) {
  const recipe = useLiveListedRecipe(id);
  useEffect(() => {
    if (recipe !== undefined) report(id, recipe);
  }, [id, recipe, report]);
  return null;
}

function Refused({ id, report }: { id: string; report: Report }) {
  useEffect(() => report(id, null), [id, report]);
  return null;
}

/**
 * The shown recipes each on its own, once the rules refused the query of
 * their ids (one of them was deleted, or made private by its cook): the
 * refused or missing one drops out, the others stay live.
 */
function FollowEach({ recipes, onLive }: LiveProps) {
  const [read, setRead] = useState<Record<string, ListedRecipe | null>>({});
  const report = useCallback<Report>(
    (id, recipe) => setRead((last) => (last[id] === recipe ? last : { ...last, [id]: recipe })),
    [],
  );
  const live = useMemo(
    () => recipes.flatMap((recipe) => (read[recipe.id] === undefined ? [recipe] : (read[recipe.id] ?? []))),
    [recipes, read],
  );
  useEffect(() => onLive(live), [live, onLive]);
  return recipes.map(({ id }) => (
    <RefusedBoundary key={id} refused={<Refused id={id} report={report} />}>
      <FollowOne id={id} report={report} />
    </RefusedBoundary>
  ));
}

function FollowRecipes({ recipes, firstPageOf, each, onChange }: ListedRecipesFollowerProps) {
  const [live, setLive] = useState(recipes);
  const [newRecipes, setNewRecipes] = useState(0);
  // One reading while neither part changes: the page keeps the same copy.
  const reading = useMemo(() => ({ recipes: live, newRecipes }), [live, newRecipes]);
  useEffect(() => onChange(reading), [reading, onChange]);
  return (
    <>
      {each ? (
        <FollowEach recipes={recipes} onLive={setLive} />
      ) : (
        <RefusedBoundary refused={<FollowEach recipes={recipes} onLive={setLive} />}>
          <FollowShown recipes={recipes} onLive={setLive} />
        </RefusedBoundary>
      )}
      {firstPageOf && <NewRecipes filters={firstPageOf} recipes={recipes} onCount={setNewRecipes} />}
    </>
  );
}

export default function ListedRecipesFollower(props: ListedRecipesFollowerProps) {
  return (
    <QuietFollowBoundary>
      <FollowRecipes {...props} />
    </QuietFollowBoundary>
  );
}
