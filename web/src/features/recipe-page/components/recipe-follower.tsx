// Follows one recipe live (loaded lazily, with reactfire and Firestore, once
// the page is hydrated, by recipe-page-content.tsx) and reports every reading:
// the recipe, or null once the server says it was deleted, or once its cook
// made it private (the rules then refuse the visitor's listener: to them it is
// gone, as a 404 would say). A public or unlisted recipe is followed without signing in.
import type { Recipe } from '@recipe-book/schema/recipe';
import { documentFollower } from '@/lib/live-follower';
import { useLiveRecipe } from '../api/use-recipe';

/** `recipe`: the loader's copy, shown until the first reading. */
const useFollowedRecipe = ({ recipe }: { recipe: Recipe }) => useLiveRecipe(recipe);

// A failure to follow: the page keeps the copy it has, under the message.
export default documentFollower(useFollowedRecipe, 'mx-auto mb-6 max-w-5xl print:hidden');
