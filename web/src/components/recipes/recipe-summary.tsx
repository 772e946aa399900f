// The title and the one line of facts shown for a recipe on the signed-in
// pages (My Recipes cards, the dashboard's list); the recipe page's times
// line is such a line too.
import { Link } from '@tanstack/react-router';
import type { Recipe } from '@recipe-book/schema/recipe';
import { Fragment, type ReactNode } from 'react';

interface RecipeTitleProps {
  recipe: Pick<Recipe, 'id' | 'title'>;
  level: 'h2' | 'h3';
  className: string;
}

/** The title as a heading that links to the recipe's page. */
export function RecipeTitle({ recipe, level: Heading, className }: RecipeTitleProps) {
  return (
    <Heading className={className}>
      <Link to="/recipes/$id" params={{ id: recipe.id }} className="hover:text-orange-800 hover:underline">
        {recipe.title}
      </Link>
    </Heading>
  );
}

/** "Italian · 25 mins · 3 Likes": the dots are for the eye only. */
export function RecipeFacts({
  facts,
  className = '',
  testId,
}: {
  facts: ReactNode[];
  className?: string;
  testId?: string;
}) {
  return (
    <p className={`text-sm text-stone-700 ${className}`} data-testid={testId}>
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          {fact}
        </Fragment>
      ))}
    </p>
  );
}

export const countText = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
