// Who added or ticked, as every writer names them (schema/src/signer.ts), and
// how the lists tell another member from the cook looking.
import { describe, expect, it } from 'vitest';
import { householdTickSchema } from '../src/household';
import { addedByFields, isSignedByOther, tickedByFields } from '../src/signer';

const bob = { uid: 'bob', displayName: 'Bob Nguyen' };
const DELETED = Symbol('deleted');

describe('the fields a member writes', () => {
  it('names the adder by uid and profile name', () => {
    expect(addedByFields(bob)).toEqual({ addedBy: 'Bob Nguyen', addedByUid: 'bob' });
  });

  it('names the ticker on a tick, and nobody on an untick', () => {
    expect(tickedByFields(bob, true, DELETED)).toEqual({ checkedBy: 'Bob Nguyen', checkedByUid: 'bob' });
    expect(tickedByFields(bob, false, DELETED)).toEqual({ checkedBy: DELETED, checkedByUid: DELETED });
  });

  it('makes ticks the schema accepts, and the schema refuses half a name or a named untick', () => {
    expect(householdTickSchema.safeParse({ checked: true, ...tickedByFields(bob, true, undefined) }).success).toBe(
      true,
    );
    expect(householdTickSchema.safeParse({ checked: true }).success).toBe(true);
    expect(householdTickSchema.safeParse({ checked: true, checkedBy: 'Bob Nguyen' }).success).toBe(false);
    expect(householdTickSchema.safeParse({ checked: true, checkedByUid: 'bob' }).success).toBe(false);
    expect(
      householdTickSchema.safeParse({ checked: false, checkedBy: 'Bob Nguyen', checkedByUid: 'bob' }).success,
    ).toBe(false);
  });
});

describe('isSignedByOther', () => {
  it('tells members apart by uid, even when they share a name', () => {
    expect(isSignedByOther('Bob Nguyen', 'bob', bob)).toBe(false);
    expect(isSignedByOther('Bob Nguyen', 'another-bob', bob)).toBe(true);
  });

  it('by name on what was signed before uids were stored', () => {
    expect(isSignedByOther('Bob Nguyen', undefined, bob)).toBe(false);
    expect(isSignedByOther('Alice Martin', undefined, bob)).toBe(true);
  });

  it('nothing signed is nobody’s', () => {
    expect(isSignedByOther(undefined, undefined, bob)).toBe(false);
    expect(isSignedByOther('', 'alice', bob)).toBe(false);
  });
});
