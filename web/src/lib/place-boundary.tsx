// From the moment a cook leaves their household or is removed from it, the
// rules refuse their reads of its plan and list (they read the membership at
// every request), a moment before the household query tells the page. Such a
// refusal shows `loading` until the page moves to the cook's own plan and
// list: the boundary is keyed by the place, so the next place starts afresh.
// Any other failure goes on to the page's own error boundary and its retry.
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import type { ListPlace } from './list-place';
import { isRefusedRead } from './describe-error';

interface PlaceBoundaryProps {
  place: ListPlace;
  loading: ReactNode;
  children: ReactNode;
}

export function PlaceBoundary({ place, loading, children }: PlaceBoundaryProps) {
  return (
    <ErrorBoundary
      key={place.path}
      fallback={(error) => {
        if (place.member !== undefined && isRefusedRead(error)) return loading;
        throw error;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
