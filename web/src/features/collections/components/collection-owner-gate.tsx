// Loaded lazily, once Auth is wanted (collection-page-content.tsx): the
// collection's cook gets the editing page, anyone else the public view. Both
// show the page as collection-page-content.tsx follows it live.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { useUser } from 'reactfire';
import { CollectionOwnerView } from './collection-owner-view';
import { CollectionView } from './collection-view';
import type { RecipeCardSlot } from './recipe-card-slot';

export default function CollectionOwnerGate(props: { page: CollectionPage; url: string; card: RecipeCardSlot }) {
  const { status, data: user } = useUser();
  if (status !== 'success' || user?.uid !== props.page.collection.ownerUid) return <CollectionView {...props} />;
  return <CollectionOwnerView {...props} />;
}
