// The pantry of a place (lib/list-place.ts): one document, `{root}/pantry/foods`,
// the cook's own or their household's, shared by its members.
import { doc, type Firestore } from 'firebase/firestore';
import { pantryPath } from '@recipe-book/schema/paths';
import type { ListPlace } from '@/lib/list-place';

export const pantryDoc = (db: Firestore, place: ListPlace) => doc(db, pantryPath(place.path));
