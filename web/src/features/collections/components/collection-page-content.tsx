// The collection page: on the server, during hydration and for visitors
// exactly the loader's copy (collection-view.tsx). On a device where someone
// has signed in, Auth decides: the collection's cook gets the editing page
// (loaded only for them, so the public page stays small), anyone else the same view.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { lazy, Suspense } from 'react';
import { AuthGate } from '@/lib/auth-gate';
import { CollectionView } from './collection-view';
import type { RecipeCardSlot } from './recipe-card-slot';

const CollectionOwnerGate = lazy(() => import('./collection-owner-gate'));

interface CollectionPageContentProps {
  page: CollectionPage;
  url: string;
  card: RecipeCardSlot;
}

export function CollectionPageContent(props: CollectionPageContentProps) {
  const view = <CollectionView {...props} />;
  return (
    <AuthGate visitor={view} waiting={view} onError={() => view}>
      <Suspense fallback={view}>
        <CollectionOwnerGate {...props} />
      </Suspense>
    </AuthGate>
  );
}
