// Test set-up shared by the rules suites: one emulator project per test file
// and run (so files and runs go in parallel and never touch the app's
// demo-recipes data), the rules loaded from disk, an empty database before
// every test, and the actors of the grid.
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { countsOfSeed } from './counted-writes';

const RULES_FILE = new URL('../../firestore.rules', import.meta.url);
const RUN_ID = Math.random().toString(36).slice(2, 8);

/** Who makes a request: nobody signed in, the owner of the document, someone else. */
export type Actor = 'anonymous' | 'owner' | 'other';
export const ACTORS: readonly Actor[] = ['anonymous', 'owner', 'other'];
export const OWNER_UID = 'alice';
export const OTHER_UID = 'bob';

/** The five operations of the grid. */
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
export const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

/** Each operation on the document at `path` (a list: its collection), with `data` for the writes. */
export function documentOperations(
  path: string,
  data: DocumentData,
): Record<Operation, (db: Firestore) => Promise<unknown>> {
  const parent = path.slice(0, path.lastIndexOf('/'));
  return {
    get: (db) => getDoc(doc(db, path)),
    list: (db) => getDocs(collection(db, parent)),
    create: (db) => setDoc(doc(db, path), data),
    update: (db) => updateDoc(doc(db, path), data),
    delete: (db) => deleteDoc(doc(db, path)),
  };
}

/** Every actor × operation pair, allowed when `allowed[operation]` names the actor. */
export function grid(allowed: Record<Operation, readonly Actor[]>): [Actor, Operation, boolean][] {
  return ACTORS.flatMap((actor) =>
    OPERATIONS.map((operation): [Actor, Operation, boolean] => [actor, operation, allowed[operation].includes(actor)]),
  );
}

function emulatorAddress(): { host: string; port: number } {
  const address = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const colon = address.lastIndexOf(':');
  return { host: address.slice(0, colon), port: Number(address.slice(colon + 1)) };
}

// The test contexts hand out the compat Firestore; the modular functions used
// in the tests unwrap it themselves, only its static type differs.
function modular(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export interface RulesEnv {
  /** The Firestore client of `actor`, with the rules on. */
  db(actor: Actor): Firestore;
  /** The Firestore client of the signed-in user `uid`, with the rules on. */
  dbOf(uid: string): Firestore;
  /** Writes documents with the rules off: the state a test starts from. */
  seed(documents: Record<string, DocumentData>): Promise<void>;
}

/** Registers the vitest hooks of one test file and returns its clients. */
export function useRulesEnv(projectId: `demo-rules-${string}`): RulesEnv {
  let env: RulesTestEnvironment | undefined;
  const started = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment has not started');
    return env;
  };
  // One client per user for the whole file: each context is a Firebase app of its own with its own
  // connection, and making one per request cost more than the rules' verdicts (emptying the
  // database between tests leaves the clients as they are).
  const clients = new Map<string, Firestore>();
  const clientOf = (key: string, context: () => RulesTestContext): Firestore => {
    let client = clients.get(key);
    if (!client) {
      client = modular(context());
      clients.set(key, client);
    }
    return client;
  };

  // The client with the rules off, for seeding: withSecurityRulesDisabled's context, held open
  // for the whole file (its callback ends in afterAll) for the same reason.
  let seeder: Firestore | undefined;
  let releaseSeeder = () => {};
  let seederClosed: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    // Denied writes are the point of these tests; keep the SDK from logging each one.
    setLogLevel('error');
    const started = await initializeTestEnvironment({
      // A project of this process's own: two runs of one file at the same time
      // would otherwise empty each other's database between tests.
      projectId: `${projectId}-${RUN_ID}`,
      firestore: { ...emulatorAddress(), rules: readFileSync(RULES_FILE, 'utf8') },
    });
    env = started;
    await new Promise<void>((ready) => {
      seederClosed = started.withSecurityRulesDisabled((context) => {
        seeder = modular(context);
        ready();
        return new Promise<void>((release) => (releaseSeeder = release));
      });
    });
  });
  beforeEach(async () => started().clearFirestore());
  afterAll(async () => {
    releaseSeeder();
    await seederClosed;
    clients.clear();
    await env?.cleanup();
  });

  return {
    db(actor) {
      if (actor === 'anonymous') return clientOf('', () => started().unauthenticatedContext());
      return this.dbOf(actor === 'owner' ? OWNER_UID : OTHER_UID);
    },
    dbOf(uid) {
      return clientOf(`uid:${uid}`, () => started().authenticatedContext(uid));
    },
    async seed(documents) {
      if (!seeder) throw new Error('The rules test environment has not started');
      const batch = writeBatch(seeder);
      // A list's items come with their kept count, as every writer keeps it (counted-writes.ts).
      const all = { ...countsOfSeed(documents), ...documents };
      for (const [path, data] of Object.entries(all)) batch.set(doc(seeder, path), data);
      await batch.commit();
    },
  };
}

/** Awaits `request` and checks that the rules allowed it, or denied it. */
export async function expectRules(request: Promise<unknown>, allowed: boolean): Promise<void> {
  await (allowed ? assertSucceeds(request) : assertFails(request));
}

/** One write of a batch, as the web app builds its batches. */
export type Write = { set: string; data: DocumentData } | { update: string; data: DocumentData } | { delete: string };

/** A batch a user commits, the documents it starts from, and the rules' expected verdict. */
export interface BatchCase {
  name: string;
  by: string;
  seed: Record<string, DocumentData>;
  writes: Write[];
  allowed: boolean;
}

type Start = Pick<BatchCase, 'by' | 'seed'>;

/** Row builders for a table of batches that start from `defaults` unless a row says otherwise. */
export function batchRows(defaults: Start) {
  const row =
    (allowed: boolean) =>
    (name: string, writes: Write[], start: Partial<Start> = {}): BatchCase => ({
      name,
      writes,
      allowed,
      ...defaults,
      ...start,
    });
  return { allows: row(true), denies: row(false) };
}

/** One test a row: seed, commit the batch as its user, expect the rules' verdict. */
export function testBatches(rules: RulesEnv, cases: readonly BatchCase[]): void {
  it.each(cases)('$name → allowed: $allowed', async ({ by, seed, writes, allowed }) => {
    await rules.seed(seed);
    await expectRules(commit(rules.dbOf(by), writes), allowed);
  });
}

/** Commits `writes` as one atomic batch from `db`. */
export function commit(db: Firestore, writes: readonly Write[]): Promise<void> {
  const batch = writeBatch(db);
  for (const write of writes) {
    if ('set' in write) batch.set(doc(db, write.set), write.data);
    else if ('update' in write) batch.update(doc(db, write.update), write.data);
    else batch.delete(doc(db, write.delete));
  }
  return batch.commit();
}

/** The text of firestore.rules, for the tests that compare a number or a list in it with the schema's. */
export const rulesSource = (): string => readFileSync(RULES_FILE, 'utf8');

/** The quoted names in the body of `function <name>() { return [...]; }` in firestore.rules. */
export function rulesFieldList(name: string): string[] {
  const rulesText = rulesSource();
  const body = new RegExp(`function ${name}\\(\\) \\{\\s*return \\[([^\\]]*)\\];`).exec(rulesText)?.[1];
  return [...(body ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}
