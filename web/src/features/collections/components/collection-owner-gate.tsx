// Loaded lazily, once Auth is wanted (collection-page-content.tsx): the
// collection's cook gets the editing page, following the collection live;
// anyone else the public view.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { useUser } from 'reactfire';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { CollectionOwnerView } from './collection-owner-view';
import { CollectionView } from './collection-view';
import type { RecipeCardSlot } from './recipe-card-slot';

export default function CollectionOwnerGate(props: { page: CollectionPage; url: string; card: RecipeCardSlot }) {
  const { status, data: user } = useUser();
  const view = <CollectionView {...props} />;
  if (status !== 'success' || user?.uid !== props.page.collection.ownerUid) return view;
  return (
    <ErrorBoundary>
      <WithFirestore fallback={view}>
        <CollectionOwnerView {...props} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
