// The Recipe detail page: everything about one recipe, made for cooking
// (servings that scale the ingredients, metric or US units for the amounts
// and oven temperatures, tick-off lists, timers from the durations in the
// steps, keep the screen on, print, share). The like count and the rating are
// live; the rating leads to the reviews below the recipe.
import type { Recipe } from '@recipe-book/schema/recipe';
import { Link } from '@tanstack/react-router';
import { type MouseEvent, Suspense, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { RatingText } from '@/components/ui/rating-text';
import { UnitsControl } from '@/components/units/units-control';
import { REVIEWS_SECTION_ID } from '@/config/ui';
import { type LinesInSystem, type LinesInUnits, linesInSystem } from '@/lib/units/lines-in-units';
import { useUnitsChoice } from '@/lib/units/units-choice';
import { type BoundConverter, preloadConverter, useUnitsConverter } from '@/lib/units/use-units-converter';
import { AdaptedFrom } from '@/components/recipes/adapted-from';
import { BackButton } from './back-button';
import { KeepScreenOn } from './keep-screen-on';
import { LikeButton, WishlistButton } from '@/components/recipes/like-wishlist-buttons';
import { NutritionLabel } from './nutrition-label';
import { PrintRecipeStyle } from './print-recipe-style';
import { RecipeImage } from '@/components/ui/recipe-image';
import { RecipeVideo } from './recipe-video';
import { countText, RecipeFacts } from '@/components/recipes/recipe-summary';
import { preloadScaler, useScaler } from '../ingredient-scaler';
import { recipeTimes } from '../recipe-times';
import { ServingsControl } from './servings-control';
import { ShareButton } from '@/components/ui/share-button';
import { StepWithTimers } from '@/lib/step-timers/step-with-timers';
import { TickList } from './tick-list';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * To the reviews without a navigation: a hash change would make the router
 * load the page again (and a visitor download Firestore to read it). Before
 * hydration the link works as a plain anchor.
 */
function showReviews(event: MouseEvent<HTMLAnchorElement>) {
  const reviews = document.getElementById(REVIEWS_SECTION_ID);
  if (!reviews) return;
  event.preventDefault();
  reviews.scrollIntoView({ block: 'start' });
  reviews.focus({ preventScroll: true });
}

interface RecipeDetailProps {
  recipe: Recipe;
  /** The page's address, as shared (with the servings chosen). */
  url: string;
  /** The servings the ingredients are shown for. */
  servings: number;
  onServingsChange: (servings: number) => void;
  /** The recipe's lines in each system, as the server converted them (none where it did not, or for another version of the recipe). */
  inUnits?: LinesInUnits;
}

export function RecipeDetail({ recipe, url, servings, onServingsChange, inUnits }: RecipeDetailProps) {
  const likes = recipe.likeCount ?? 0;
  const choice = useUnitsChoice();
  const converted = useMemo(
    () => (inUnits && choice !== 'asWritten' ? linesInSystem(inUnits, choice) : null),
    [inUnits, choice],
  );
  // The conversion code only for what the server did not convert: the ingredients at other servings.
  const converter = useUnitsConverter(choice, !converted || servings !== recipe.servings);
  const instructions = useMemo(() => {
    const step = converted?.step ?? converter?.step;
    return step ? recipe.instructions.map(step) : recipe.instructions;
  }, [converted, converter, recipe.instructions]);
  return (
    <article data-print-recipe className="mx-auto max-w-5xl">
      <PrintRecipeStyle />
      <div className="mb-6 flex flex-wrap items-center gap-2 print:hidden">
        <BackButton />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <KeepScreenOn />
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <ShareButton title={recipe.title} url={url} />
        </div>
      </div>

      <div className="grid gap-8 md:grid-cols-2">
        <RecipeImage
          src={recipe.image}
          alt={recipe.title}
          eager
          sizes="(min-width: 768px) 50vw, 100vw"
          className="rounded-2xl"
        />
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold text-orange-800">{likes} people interested in this recipe!</p>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{recipe.title}</h1>
          <p>
            <a
              href={`#${REVIEWS_SECTION_ID}`}
              onClick={showReviews}
              className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              <RatingText ratingSum={recipe.ratingSum} ratingCount={recipe.ratingCount} />
            </a>
          </p>
          <dl className="grid grid-cols-3 gap-3 rounded-xl border border-stone-200 bg-white p-4 text-center">
            <Fact label="Cuisine" value={recipe.cuisine || 'Unknown Cuisine'} />
            <Fact label="Serves" value={String(recipe.servings)} />
            <Fact label={plural(likes, 'Like', 'Likes')} value={String(likes)} testId="detail-likes" />
          </dl>
          <RecipeFacts
            facts={recipeTimes(recipe).map(({ label, value }) => `${label} ${value}`)}
            className="font-medium"
            testId="recipe-times"
          />
          {recipe.displayName && (
            <p className="text-stone-700">
              Shared by{' '}
              <Link
                to="/cooks/$uid"
                params={{ uid: recipe.ownerUid }}
                className="font-medium text-orange-800 underline hover:text-orange-900"
              >
                {recipe.displayName}
              </Link>
            </p>
          )}
          {recipe.sourceUrl && <AdaptedFrom url={recipe.sourceUrl} className="text-stone-700" />}
          <div className="flex items-center gap-2 print:hidden">
            <LikeButton recipeId={recipe.id} title={recipe.title} likeCount={likes} size="large" />
            <WishlistButton recipeId={recipe.id} title={recipe.title} />
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-[1fr_2fr]">
        <section aria-labelledby="ingredients-heading" className="flex flex-col gap-4">
          <h2 id="ingredients-heading" className="text-xl font-bold text-stone-900">
            Ingredients
            <span className="hidden font-normal print:inline"> for {countText(servings, 'serving', 'servings')}</span>
          </h2>
          <ServingsControl
            servings={servings}
            written={recipe.servings}
            onChange={onServingsChange}
            onIntent={choice === 'asWritten' ? preloadScaler : preloadConverter}
          />
          <UnitsControl />
          {/* Until the scaling code is here: the lines as written (ingredient-scaler.ts). */}
          <Suspense fallback={<IngredientTicks recipe={recipe} shown={recipe.ingredients} />}>
            <ShownIngredients recipe={recipe} servings={servings} converted={converted} converter={converter} />
          </Suspense>
          <NutritionLabel nutrition={recipe.nutrition} sourceUrl={recipe.sourceUrl} displayName={recipe.displayName} />
        </section>
        <section aria-labelledby="instructions-heading">
          <h2 id="instructions-heading" className="mb-4 text-xl font-bold text-stone-900">
            Instructions
          </h2>
          <TickList
            recipeId={recipe.id}
            list="instructions"
            items={recipe.instructions}
            shown={instructions}
            empty="No instructions provided."
            render={(step, index) => (
              <StepWithTimers text={step} step={index + 1} recipeId={recipe.id} recipeTitle={recipe.title} />
            )}
          />
        </section>
      </div>
      {recipe.videoUrl && <RecipeVideo videoUrl={recipe.videoUrl} title={recipe.title} image={recipe.image} />}
    </article>
  );
}

/** Ticks are kept by the line as written, so they stay when the servings or the units change. */
function IngredientTicks({ recipe, shown }: { recipe: Recipe; shown: readonly string[] }) {
  return (
    <TickList
      recipeId={recipe.id}
      list="ingredients"
      items={recipe.ingredients}
      shown={shown}
      empty="No ingredients listed."
    />
  );
}

interface ShownIngredientsProps {
  recipe: Recipe;
  servings: number;
  /** The lines the server converted into the units chosen, if it did. */
  converted: LinesInSystem | null;
  converter: BoundConverter | null;
}

/** The ingredients at the servings shown, in the units chosen: scaled and converted in one step, so each amount is rounded once. */
function ShownIngredients({ recipe, servings, converted, converter }: ShownIngredientsProps) {
  const atWrittenServings = servings === recipe.servings;
  const scale = useScaler(!converter && !atWrittenServings);
  const shown = useMemo(() => {
    if (converter) return recipe.ingredients.map((line) => converter.line(line, servings / recipe.servings));
    if (converted && atWrittenServings) return recipe.ingredients.map(converted.ingredient);
    return scale ? scale(recipe.ingredients, recipe.servings, servings) : recipe.ingredients;
  }, [converter, converted, atWrittenServings, scale, recipe.ingredients, recipe.servings, servings]);
  return <IngredientTicks recipe={recipe} shown={shown} />;
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-stone-900">{value}</dd>
    </div>
  );
}
