// One recipe in a list: image, title, cuisine, "N mins", its rating, the like
// and wishlist toggles and View Details. `layout="list"` puts the image beside the text.
import { Link } from '@tanstack/react-router';
import type { Recipe } from '@recipe-book/schema/recipe';
import { buttonClass } from '@/components/ui/button';
import { RatingText } from '@/components/ui/rating-text';
import { LikeButton, WishlistButton } from './like-wishlist-buttons';
import { RecipeImage } from '@/components/ui/recipe-image';

export type RecipeCardRecipe = Pick<
  Recipe,
  'id' | 'title' | 'image' | 'cuisine' | 'prepTime' | 'likeCount' | 'ratingCount' | 'ratingSum'
>;

interface RecipeCardProps {
  recipe: RecipeCardRecipe;
  layout?: 'grid' | 'list';
  /** Load the image at once (cards visible on first paint). */
  eager?: boolean;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

export function RecipeCard({ recipe, layout = 'grid', eager = false, headingLevel: Heading = 'h3' }: RecipeCardProps) {
  const list = layout === 'list';
  return (
    <article
      data-testid="recipe-card"
      className={`group flex w-full overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md ${
        list ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      <div className={list ? 'sm:w-56 sm:shrink-0' : ''}>
        <RecipeImage src={recipe.image} alt="" eager={eager} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading className="text-lg leading-snug font-semibold text-stone-900">
            <Link to="/recipes/$id" params={{ id: recipe.id }} className="hover:text-orange-800 hover:underline">
              {recipe.title}
            </Link>
          </Heading>
          <p className="mt-1 text-sm text-stone-700">
            <span>{recipe.cuisine || 'Unknown'}</span>
            <span aria-hidden="true"> · </span>
            <span>{recipe.prepTime} mins</span>
          </p>
          <p className="mt-1 text-sm">
            <RatingText ratingSum={recipe.ratingSum} ratingCount={recipe.ratingCount} />
          </p>
        </div>
        <div className="mt-auto flex items-center gap-2">
          <LikeButton recipeId={recipe.id} title={recipe.title} likeCount={recipe.likeCount ?? 0} />
          <WishlistButton recipeId={recipe.id} title={recipe.title} />
          <Link
            to="/recipes/$id"
            params={{ id: recipe.id }}
            aria-label={`View details of ${recipe.title}`}
            className={buttonClass('secondary', 'ml-auto px-3 py-1.5')}
          >
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}
