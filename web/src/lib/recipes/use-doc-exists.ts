// Whether one document exists, live; the shared read behind "have I liked /
// wishlisted this". For components inside <WithFirestore>. `undefined` until
// the first answer; a failed read is thrown (reactfire's non-Suspense hooks
// throw it), for the caller's error boundary.
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';

export function useDocExists(path: string): boolean | undefined {
  const { status, data } = useFirestoreDocData(doc(useFirestore(), path));
  return status === 'success' ? data !== undefined : undefined;
}
