// The collection's cook on its page, as collection-page-content.tsx follows it
// live (a rename, a new order or a recipe saved from another tab shows at
// once): Edit details, Delete and the reorderable list.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CollectionDetailsForm } from './collection-details-form';
import { CollectionRecipeListEditor } from './collection-recipe-list-editor';
import { CollectionView } from './collection-view';
import { DeleteCollectionButton } from './delete-collection-button';
import type { RecipeCardSlot } from './recipe-card-slot';

export function CollectionOwnerView({ page, url, card }: { page: CollectionPage; url: string; card: RecipeCardSlot }) {
  const [editing, setEditing] = useState(false);
  const { collection, recipes } = page;
  return (
    <CollectionView
      page={page}
      url={url}
      card={card}
      tools={
        <>
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={editing}>
            Edit details
          </Button>
          <DeleteCollectionButton collectionId={collection.id} name={collection.name} />
          {editing && (
            <div className="basis-full">
              <CollectionDetailsForm collection={collection} onDone={() => setEditing(false)} />
            </div>
          )}
        </>
      }
      recipesView={<CollectionRecipeListEditor collectionId={collection.id} recipes={recipes} card={card} />}
    />
  );
}
