// For Retry after a failed read: once the connection has failed a few times
// the SDK waits longer and longer (up to a minute) before trying again, so a
// Retry right after the network returns would fail again. Restarting the
// network layer makes it try at once.
import { loadFirestore } from '@/lib/firebase';

export async function reconnectFirestore(): Promise<void> {
  const db = await loadFirestore();
  // Imported on demand: the detail route's error state imports this module,
  // and a static import would put the whole Firestore SDK in every page's first load.
  const { disableNetwork, enableNetwork } = await import('firebase/firestore');
  await disableNetwork(db);
  await enableNetwork(db);
}
