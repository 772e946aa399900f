// The collection's cook on its page: the collection followed live (a rename,
// a new order or a recipe saved from another tab shows at once), with Edit
// details, Delete and the reorderable list. Rendered inside <WithFirestore>.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { collectionForPage } from '@recipe-book/schema/collection-page';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCollection } from '../api/use-collection';
import { CollectionDetailsForm } from './collection-details-form';
import { CollectionNotFound } from './collection-page-states';
import { CollectionRecipeListEditor } from './collection-recipe-list-editor';
import { CollectionView } from './collection-view';
import { DeleteCollectionButton } from './delete-collection-button';
import type { RecipeCardSlot } from './recipe-card-slot';
import { useCollectionRecipes } from './use-collection-recipes';

export function CollectionOwnerView({ page, url, card }: { page: CollectionPage; url: string; card: RecipeCardSlot }) {
  const live = useCollection(page.collection.id);
  const collection = live ? collectionForPage(live) : page.collection;
  const recipes = useCollectionRecipes(collection.recipeIds, page.recipes);
  const [editing, setEditing] = useState(false);
  if (live === null) return <CollectionNotFound />;
  const shown: CollectionPage = { ...page, collection, recipes };
  return (
    <CollectionView
      page={shown}
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
