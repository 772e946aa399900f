// The collection schema's own behaviour, beyond what the rules tests check
// field by field: what a new collection starts as, what an edit must hold,
// where a repeated recipe is reported, and the mapping the app reads with.
import { describe, expect, it } from 'vitest';
import { collectionCreateSchema, collectionPatchSchema } from '../src/collection';
import { collectionFromStored } from '../src/stored-collection';
import { DEFAULT_COLLECTION_VISIBILITY } from '../src/constants';

describe('collectionCreateSchema', () => {
  it('a name alone makes an empty, private collection, the name trimmed', () => {
    expect(collectionCreateSchema.parse({ name: '  Weeknight dinners ' })).toEqual({
      name: 'Weeknight dinners',
      description: '',
      visibility: 'private',
      recipeIds: [],
    });
    expect(DEFAULT_COLLECTION_VISIBILITY).toBe('private');
  });

  it('reports a repeated recipe at its own place, naming it', () => {
    const result = collectionCreateSchema.safeParse({ name: 'Soups', recipeIds: ['a', 'b', 'a', 'b'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['recipeIds.2', '"a" is already in the collection'],
      ['recipeIds.3', '"b" is already in the collection'],
    ]);
  });

  it('refuses the owner and the times: nobody sends them', () => {
    expect(collectionCreateSchema.safeParse({ name: 'Soups', ownerUid: 'someone' }).success).toBe(false);
    expect(collectionCreateSchema.safeParse({ name: 'Soups', createdAt: '2026-01-01' }).success).toBe(false);
  });
});

describe('collectionPatchSchema', () => {
  it('takes any one field, and refuses an empty edit', () => {
    expect(collectionPatchSchema.parse({ visibility: 'public' })).toEqual({ visibility: 'public' });
    expect(collectionPatchSchema.safeParse({}).error?.issues[0]?.message).toBe('Send at least one field to change');
  });
});

describe('collectionFromStored', () => {
  it('gives the id and Dates; a server time not yet written reads as now', () => {
    const createdAt = new Date('2026-01-02T03:04:05Z');
    const stored = {
      name: 'Soups',
      description: '',
      visibility: 'public' as const,
      recipeIds: ['a'],
      ownerUid: 'alice',
      createdAt: { toDate: () => createdAt },
      updatedAt: null,
    };
    const before = Date.now();
    const collection = collectionFromStored('c1', stored);
    expect(collection).toMatchObject({ id: 'c1', name: 'Soups', recipeIds: ['a'], ownerUid: 'alice', createdAt });
    expect(collection.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
  });
});
