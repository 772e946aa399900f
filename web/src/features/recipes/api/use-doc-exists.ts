// Whether one document exists, live; the shared read behind "have I liked /
// wishlisted this". `path` null means there is nothing to read (signed out).
import { type Loadable, useLiveData } from '@/lib/firestore-data';

export function useDocExists(path: string | null): Loadable<boolean> {
  return useLiveData<boolean>(path, (db, next, fail, { doc, onSnapshot }) =>
    onSnapshot(doc(db, path ?? ''), (snapshot) => next(snapshot.exists()), fail),
  );
}
