// The collection page's 404, for an unknown id and for another cook's private
// collection alike: it never hints that a private collection exists. And what
// an open page says once its collection is gone: deleted, or made private
// (to a visitor the two look the same: the rules refuse the read).
import { NotFoundMessage } from '@/components/ui/not-found-message';

export function CollectionNotFound() {
  return (
    <NotFoundMessage title="Collection not found" text="This collection doesn't exist, or its cook has removed it." />
  );
}

/** The collection was deleted or made private while its page was open (the live copy says so). */
export function CollectionRemoved() {
  return (
    <NotFoundMessage
      title="This collection was removed or made private"
      text="Its cook removed it or made it private while you were reading. There are many more recipes to try."
      announce
    />
  );
}
