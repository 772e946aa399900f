// One of the user's own recipes on My Recipes: everything it holds, with
// Update and Delete.
import type { Recipe } from '@recipe-book/schema/recipe';
import { Button } from '@/components/ui/button';
import { RatingText } from '@/components/ui/rating-text';
import { DeleteRecipeButton } from './delete-recipe-button';
import { RecipeImage } from '@/components/ui/recipe-image';
import { countText, RecipeFacts, RecipeTitle } from '@/components/recipes/recipe-summary';
import { VisibilityBadge } from '@/components/ui/visibility-badge';

interface MyRecipeCardProps {
  recipe: Recipe;
  onUpdate: (recipe: Recipe) => void;
  /** The cook points at or focuses Update: a moment to fetch the dialog's code. */
  onUpdateIntent?: () => void;
  eager?: boolean;
}

function ListSection({ title, items, ordered }: { title: string; items: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section>
      <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
      <List className={`mt-1 space-y-1 pl-5 text-sm text-stone-700 ${ordered ? 'list-decimal' : 'list-disc'}`}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </List>
    </section>
  );
}

export function MyRecipeCard({ recipe, onUpdate, onUpdateIntent, eager = false }: MyRecipeCardProps) {
  return (
    <article
      data-testid="my-recipe-card"
      className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:flex-row"
    >
      <div className="md:w-64 md:shrink-0">
        <RecipeImage src={recipe.image} alt="" eager={eager} sizes="(min-width: 768px) 16rem, 100vw" />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-5">
        <div>
          <RecipeTitle recipe={recipe} level="h2" className="text-xl font-semibold text-stone-900" />
          <VisibilityBadge item={recipe} />
          <RecipeFacts
            className="mt-1"
            facts={[
              recipe.cuisine,
              `${recipe.prepTime} mins`,
              countText(recipe.likeCount, 'Like', 'Likes'),
              <RatingText key="rating" ratingSum={recipe.ratingSum} ratingCount={recipe.ratingCount} />,
            ]}
          />
          {recipe.categories.length > 0 && (
            <ul aria-label="Categories" className="mt-2 flex flex-wrap gap-1.5">
              {recipe.categories.map((category) => (
                <li
                  key={category}
                  className="rounded-full bg-orange-50 px-2.5 py-0.5 text-xs font-medium text-orange-900"
                >
                  {category}
                </li>
              ))}
            </ul>
          )}
        </div>
        <ListSection title="Ingredients" items={recipe.ingredients} />
        <ListSection title="Instructions" items={recipe.instructions} ordered />
        <div className="mt-auto flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => onUpdate(recipe)}
            onPointerEnter={onUpdateIntent}
            onFocus={onUpdateIntent}
            aria-label={`Update ${recipe.title}`}
          >
            Update
          </Button>
          <DeleteRecipeButton recipe={recipe} />
        </div>
      </div>
    </article>
  );
}
