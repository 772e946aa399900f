// For Retry after a failed read: once the connection has failed a few times
// the SDK waits longer and longer (up to a minute) before trying again, so a
// Retry right after the network returns would fail again. Restarting the
// network layer makes it try at once.
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';

export async function reconnectFirestore(): Promise<void> {
  const db = await loadFirestore();
  await disableNetwork(db);
  await enableNetwork(db);
}
