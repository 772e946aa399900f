// Where a collection's own page is: `/collections/{id}`. One place, so every
// link to a collection agrees. The page's route is built apart from this
// list; until it is in the route tree its path is not among the router's typed
// paths, hence the cast (the router fills in `$id` from `params` either way).
import type { LinkProps } from '@tanstack/react-router';

export const collectionLink = (collectionId: string) =>
  ({ to: '/collections/$id', params: { id: collectionId } }) as unknown as Pick<LinkProps, 'to' | 'params'>;
