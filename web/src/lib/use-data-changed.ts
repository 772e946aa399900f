// After a write that changes what pages show (a recipe added, edited or
// deleted, a like, the wishlist, a review). The page on screen follows its
// data live; the loader data the router keeps for other pages (those visited,
// and those preloaded when a link was pointed at) would show the old state on
// the way back. Dropping it makes every later navigation, Back included, read
// again (the router reloads stale data before it shows a page: router.tsx).
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

export function useDataChanged(): () => void {
  const router = useRouter();
  return useCallback(() => router.clearCache(), [router]);
}
