// A list of recipe cards: 1/2/3 columns as a grid, or one wide card per row
// as a list. The first row loads its images at once; the rest lazily.
import type { RecipeView } from '../browse-search';
import { RecipeCard, type RecipeCardRecipe } from '@/components/recipes/recipe-card';

interface RecipeGridProps {
  recipes: RecipeCardRecipe[];
  view?: RecipeView;
  headingLevel?: 'h2' | 'h3';
}

const FIRST_ROW = 3;

export function RecipeGrid({ recipes, view = 'grid', headingLevel }: RecipeGridProps) {
  const list = view === 'list';
  return (
    <ul
      data-testid="recipe-grid"
      data-view={view}
      className={list ? 'flex flex-col gap-4' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}
    >
      {recipes.map((recipe, index) => (
        <li key={recipe.id} className="flex">
          <RecipeCard
            recipe={recipe}
            layout={view}
            eager={index < FIRST_ROW}
            {...(headingLevel ? { headingLevel } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
