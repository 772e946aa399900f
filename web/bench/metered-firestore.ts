// `npm run bench:browse` builds only (VITE_BENCH_READS=true makes
// web/vite.config.ts resolve `firebase/firestore` to this module, for the app
// and for reactfire alike): the Firestore SDK as it is, with every read from
// the server added up in `window.__firestoreReads` as Firestore bills it
// (schema/src/billed-reads.ts). Other builds never include it.
//
// Gets: one read per document, a query at least one. count(): one read per
// 1,000 entries counted. Listeners: their first answer from the server bills
// every document they match (at least one), later answers the documents that
// changed; a listener on the same document or query as one already open
// shares its target in the SDK and bills nothing. What is read from this
// device's cache bills nothing either.
import * as firestore from '@firebase/firestore';
import { aggregationReads, type MeteredRead, queryReads } from '@recipe-book/schema/billed-reads';

export * from '@firebase/firestore';

interface ReadTotals {
  /** Billed reads. */
  reads: number;
  /** count() aggregations among them (their reads are in `reads`). */
  aggregations: number;
  /** Listeners open that have not had their first answer from the server yet (the bench waits for none). */
  waiting: number;
}

declare global {
  interface Window {
    __firestoreReads?: ReadTotals;
  }
}

const totals = (): ReadTotals => (window.__firestoreReads ??= { reads: 0, aggregations: 0, waiting: 0 });

function meter({ reads, aggregation }: MeteredRead): void {
  totals().reads += reads;
  if (aggregation) totals().aggregations += 1;
}

export const getDoc = (async (reference) => {
  const snapshot = await firestore.getDoc(reference);
  if (!snapshot.metadata.fromCache) meter({ reads: 1 });
  return snapshot;
}) as typeof firestore.getDoc;

export const getDocFromServer = (async (reference) => {
  const snapshot = await firestore.getDocFromServer(reference);
  meter({ reads: 1 });
  return snapshot;
}) as typeof firestore.getDocFromServer;

export const getDocs = (async (query) => {
  const snapshot = await firestore.getDocs(query);
  if (!snapshot.metadata.fromCache) meter({ reads: queryReads(snapshot.size) });
  return snapshot;
}) as typeof firestore.getDocs;

export const getDocsFromServer = (async (query) => {
  const snapshot = await firestore.getDocsFromServer(query);
  meter({ reads: queryReads(snapshot.size) });
  return snapshot;
}) as typeof firestore.getDocsFromServer;

export const getCountFromServer = (async (query) => {
  const snapshot = await firestore.getCountFromServer(query);
  // A plain count() scans as many index entries as it counts.
  meter({ reads: aggregationReads(snapshot.data().count), aggregation: true });
  return snapshot;
}) as typeof firestore.getCountFromServer;

type Target = firestore.DocumentReference | firestore.Query;
type Snapshot = firestore.DocumentSnapshot | firestore.QuerySnapshot;
/** The targets of the listeners open now. */
const listening = new Set<Target>();

const sameTarget = (a: Target, b: Target) =>
  a instanceof firestore.DocumentReference
    ? b instanceof firestore.DocumentReference && firestore.refEqual(a, b)
    : !(b instanceof firestore.DocumentReference) && firestore.queryEqual(a, b);

/**
 * Counts what a listener on `target` bills, from a listener of its own on the same target with
 * metadata changes: the SDK shares the target (nothing more is billed), and that listener sees the
 * server's first answer even when the app's listener does not (a query whose documents another listener
 * already put in the cache answers from there first; the server's confirmation of the same documents is
 * a change of metadata only, which the app's listener is not told of). Returns its unsubscribe.
 */
function meterListener(target: Target): () => void {
  const shared = [...listening].some((other) => sameTarget(other, target));
  listening.add(target);
  let answered = shared;
  if (!answered) totals().waiting += 1;
  const answer = () => {
    if (!answered) totals().waiting -= 1;
    answered = true;
  };
  const count = (snapshot: Snapshot) => {
    if (shared || snapshot.metadata.fromCache) return;
    if (snapshot instanceof firestore.QuerySnapshot) {
      meter({ reads: answered ? snapshot.docChanges().length : queryReads(snapshot.size) });
    } else if (!answered) {
      meter({ reads: 1 });
    }
    answer();
  };
  const listen = firestore.onSnapshot as (...args: unknown[]) => firestore.Unsubscribe;
  const unsubscribe = listen(target, { includeMetadataChanges: true }, { next: count, error: answer });
  return () => {
    answer();
    listening.delete(target);
    unsubscribe();
  };
}

export const onSnapshot = ((target: unknown, ...rest: unknown[]) => {
  const listen = firestore.onSnapshot as (...args: unknown[]) => firestore.Unsubscribe;
  if (!(target instanceof firestore.DocumentReference || target instanceof firestore.Query))
    return listen(target, ...rest);
  const stopMeter = meterListener(target);
  const unsubscribe = listen(target, ...rest);
  return () => {
    stopMeter();
    unsubscribe();
  };
}) as typeof firestore.onSnapshot;
