// /sitemap.xml: every public recipe page, then every public collection page
// (never an unlisted or private one), generated from Firestore and streamed in
// batches, so memory stays flat however many there are. A sitemap
// file may list at most 50,000 URLs; past that /sitemap.xml becomes a sitemap
// index of /sitemaps/recipes-{n}.xml files.
import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import { collectionUrl } from '@recipe-book/schema/collection-json-ld';
import { recipeUrl } from '@recipe-book/schema/recipe-json-ld';
import { RECIPE_TOTALS_PATH, recipeTotalsOf } from '@recipe-book/schema/kept-totals';
import { LISTED_VISIBILITY_FILTER } from '@recipe-book/schema/visibility';
import { db } from '../firebase';
import { COLLECTIONS } from '@recipe-book/schema/paths';
import { rawRecipesCollection } from '../recipes/collection';
import { siteOrigin } from './site-origin';

/** The limit of the sitemap protocol. */
export const URLS_PER_FILE = 50_000;
/** Documents read per Firestore round trip while streaming. */
const BATCH = 1000;
/** Public pages that are not recipes. */
const STATIC_PATHS = ['/', '/allRecipes', '/aboutUs'];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export type SitemapRequest = { kind: 'root' } | { kind: 'part'; part: number } | { kind: 'unknown' };

/** `/sitemap.xml` or `/sitemaps/recipes-{n}.xml` (n from 1; the name kept from before collections), whatever prefix the function URL adds. */
export function sitemapRequest(path: string): SitemapRequest {
  if (/\/sitemap\.xml$/.test(path)) return { kind: 'root' };
  const part = /\/sitemaps\/recipes-([1-9]\d{0,5})\.xml$/.exec(path)?.[1];
  return part ? { kind: 'part', part: Number(part) } : { kind: 'unknown' };
}

/** How many files the sitemap needs for its recipe and collection pages: one file holds everything while it fits. */
export function partCount(pageCount: number, perFile: number): number {
  return Math.max(1, Math.ceil((pageCount + STATIC_PATHS.length) / perFile));
}

/** Every public recipe: the kept total (one document read, however many recipes there are). */
export async function countRecipes(): Promise<number> {
  return recipeTotalsOf((await db.doc(RECIPE_TOTALS_PATH).get()).data()).total;
}

const publicCollections = () => db.collection(COLLECTIONS).where(...LISTED_VISIBILITY_FILTER);

/** Every public collection: an aggregation (billed one read per thousand). */
async function countCollections(): Promise<number> {
  return (await publicCollections().count().get()).data().count;
}

/** What the sitemap lists besides its fixed pages: the public recipes, then the public collections. */
export async function countPages(): Promise<{ recipes: number; collections: number; total: number }> {
  const [recipes, collections] = await Promise.all([countRecipes(), countCollections()]);
  return { recipes, collections, total: recipes + collections };
}

/**
 * Up to `remaining` documents of `listed` in document-id order, after the
 * first `skip`, one batch at a time; each as its page's entry.
 */
async function* listedEntries(
  listed: Query,
  skip: number,
  remaining: number,
  url: (id: string) => string,
): AsyncGenerator<string, number> {
  let last: string | undefined;
  let written = 0;
  while (remaining - written > 0) {
    let query = listed.orderBy(FieldPath.documentId()).select('updatedAt');
    // Only the first batch skips ahead; the rest continue after the last id.
    if (last !== undefined) query = query.startAfter(last);
    else if (skip > 0) query = query.offset(skip);
    const size = Math.min(BATCH, remaining - written);
    const batch = await query.limit(size).get();
    for (const doc of batch.docs) {
      const updatedAt: unknown = doc.get('updatedAt');
      yield urlEntry(url(doc.id), updatedAt instanceof Timestamp ? updatedAt.toDate() : undefined);
    }
    written += batch.size;
    if (batch.size < size) break;
    last = batch.docs.at(-1)?.id;
  }
  return written;
}

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/**
 * The entries of file `part` (1-based): the static pages lead file 1, then
 * the public recipes and after them the public collections, each in
 * document-id order. Reads only `updatedAt`, one batch at a time.
 */
async function* partEntries(part: number, perFile: number, recipeCount: number): AsyncGenerator<string> {
  const origin = siteOrigin();
  let remaining = perFile;
  let skip = (part - 1) * perFile - STATIC_PATHS.length;
  if (part === 1) {
    for (const path of STATIC_PATHS) yield urlEntry(`${origin}${path}`);
    remaining -= STATIC_PATHS.length;
    skip = 0;
  }
  const recipes = rawRecipesCollection().where(...LISTED_VISIBILITY_FILTER);
  remaining -= yield* listedEntries(recipes, skip, remaining, (id) => recipeUrl(origin, id));
  // The collections follow the last recipe: a file that starts past the recipes skips the collections before it.
  const collectionSkip = Math.max(0, skip - recipeCount);
  if (remaining > 0)
    yield* listedEntries(publicCollections(), collectionSkip, remaining, (id) => collectionUrl(origin, id));
}

/** One `<urlset>` file, chunk by chunk. */
export async function* urlsetXml(part: number, perFile: number, recipeCount: number): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset ${NS}>\n`;
  yield* partEntries(part, perFile, recipeCount);
  yield '</urlset>\n';
}

/** The `<sitemapindex>` naming every file. */
export function sitemapIndexXml(parts: number): string {
  const origin = siteOrigin();
  const entries = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/recipes-${index + 1}.xml`)}</loc></sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join('')}</sitemapindex>\n`;
}
