// /collections: the cook's collections, live and most recently changed first,
// as cards with their covers, and "New collection", which creates one and goes
// to it. With none yet, a friendly word and the same button.
import type { Collection } from '@recipe-book/schema/collection';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { WithFirestore } from '@/lib/firebase-providers';
import { useCoverImages } from '../api/use-cover-images';
import { useMyCollections } from '../api/use-my-collections';
import { collectionLink } from '../collection-location';
import { CollectionCard } from './collection-card';
import { NewCollectionDialog } from './new-collection-dialog';

const LOADING = (
  <div className="flex justify-center py-12">
    <Spinner label="Loading your collections…" />
  </div>
);

export function MyCollections({ uid }: { uid: string }) {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const newButton = <Button onClick={() => setCreating(true)}>New collection</Button>;
  return (
    <>
      <ErrorBoundary>
        <WithFirestore fallback={LOADING}>
          {/* Keyed by its query (the cook's): another cook's cards never show for a moment. */}
          <CollectionsGrid key={uid} uid={uid} newButton={newButton} />
        </WithFirestore>
      </ErrorBoundary>
      {creating && (
        <NewCollectionDialog
          ownerUid={uid}
          onClose={() => setCreating(false)}
          onCreated={(id) => void navigate(collectionLink(id))}
        />
      )}
    </>
  );
}

function CollectionsGrid({ uid, newButton }: { uid: string; newButton: ReactNode }) {
  const collections = useMyCollections(uid);
  if (!collections) return LOADING;
  if (collections.length === 0) return <NoCollections>{newButton}</NoCollections>;
  return (
    <>
      <div className="mb-6 flex justify-end">{newButton}</div>
      <CollectionCards collections={collections} />
    </>
  );
}

function CollectionCards({ collections }: { collections: Collection[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {collections.map((collection, index) => (
        <li key={collection.id}>
          <OwnCollectionCard collection={collection} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

function OwnCollectionCard({ collection, eager }: { collection: Collection; eager: boolean }) {
  const { id, name, recipeIds, visibility } = collection;
  return (
    <CollectionCard
      collection={{ id, name, recipeCount: recipeIds.length, visibility }}
      cover={useCoverImages(recipeIds)}
      eager={eager}
      headingLevel="h2"
    />
  );
}

/** With no collection yet: what one is for, and `children` (the New collection button). */
export function NoCollections({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white p-8 text-center"
    >
      <p className="text-lg font-semibold text-stone-900">You have no collections yet.</p>
      <p className="max-w-md text-stone-700">
        Gather recipes that belong together, like “Weeknight dinners” or “Baking with the kids”. Start one here, or
        press “Save to collection” on any recipe.
      </p>
      {children}
    </div>
  );
}
