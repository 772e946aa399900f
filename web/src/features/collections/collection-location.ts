// Where a collection's own page is: `/collections/{id}`. One place, so every
// link to a collection (its card, the page New collection goes to) agrees.
export const collectionLink = (collectionId: string) =>
  ({ to: '/collections/$id', params: { id: collectionId } }) as const;
