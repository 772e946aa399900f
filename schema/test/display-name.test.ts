// The author name every writer stores (web app and REST API alike).
import { describe, expect, it } from 'vitest';
import { FALLBACK_DISPLAY_NAME, publicDisplayName } from '../src/display-name';

describe('publicDisplayName', () => {
  it("keeps the account's name on one trimmed line", () => {
    expect(publicDisplayName('  Ada \n Lovelace ')).toBe('Ada Lovelace');
  });

  it('uses the fallback when there is no usable name', () => {
    for (const name of [null, undefined, '', '   ', 42, 'ada@example.com']) {
      expect(publicDisplayName(name)).toBe(FALLBACK_DISPLAY_NAME);
    }
  });

  it('cuts a long name to the stored limit', () => {
    expect(publicDisplayName('a'.repeat(100))).toBe('a'.repeat(80));
  });
});
