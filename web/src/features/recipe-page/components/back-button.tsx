// Back to where the visitor came from; to All Recipes when the page was
// opened directly (a shared link), instead of leaving the site.
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

export function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const back = () => (canGoBack ? router.history.back() : void router.navigate({ to: '/allRecipes' }));
  return (
    <Button variant="secondary" onClick={back}>
      ← Back
    </Button>
  );
}
