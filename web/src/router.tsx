// The browser's router: Auth answers the guards, and a page rendered by a
// function hands over the data it carries in its HTML.
import { authReady } from '@/features/auth/api/auth-store';
import { takeServedRecipe } from '@/features/recipes/api/take-served-recipe';
import { createAppRouter } from './create-app-router';

export const router = createAppRouter({
  auth: {
    signedInUser: async () => (await authReady()).user,
  },
  origin: window.location.origin,
  served: { recipe: takeServedRecipe },
});
