// A boundary around a live read that the rules may refuse (a recipe its cook
// has made private): the refusal renders `refused`, any other failure goes on
// to the next error boundary. reactfire's hooks throw a failed read rather
// than return it, so a boundary is the one place to tell the two apart.
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { isRefusedRead } from './describe-error';

export function RefusedBoundary({ refused, children }: { refused: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error) => {
        if (isRefusedRead(error)) return refused;
        throw error;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
