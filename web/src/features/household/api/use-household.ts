// The signed-in cook's household, live: joining, leaving or being removed
// switches it (and the plan and list read from it) without a reload. For
// components inside <WithFirestore>; `undefined` until the first answer,
// `null` without a household, and a failed read is thrown, for the caller's
// error boundary.
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { householdOfQuery } from '@/lib/list-place';

export interface Household {
  id: string;
  name: string;
  memberUids: string[];
  ownerUid: string;
}

export function useHousehold(uid: string): Household | null | undefined {
  const { status, data } = useFirestoreCollectionData(householdOfQuery(useFirestore(), uid), { idField: 'id' });
  if (status !== 'success') return undefined;
  const [household] = data;
  if (!household) return null;
  const { id, name, memberUids, ownerUid } = household as Household;
  return { id, name, memberUids, ownerUid };
}
