// The author name every writer stores (web app and REST API alike).
import { describe, expect, it } from 'vitest';
import { FALLBACK_DISPLAY_NAME, publicDisplayName } from '../src/display-name';
import { displayNameSchema } from '../src/recipe';

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

  it('cuts at the limit without leaving a space at the end', () => {
    expect(publicDisplayName(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });

  it('makes only names that the stored-name schema accepts, and keeps every one-line name it accepts', () => {
    const names = [
      'Ada Lovelace',
      '  Ada \n Lovelace ',
      'Zoë Ça\u2028va',
      '\t\r\n',
      'a@b',
      '@',
      'x'.repeat(81),
      `${'a'.repeat(79)} b`,
      '李小龍',
      '🍋 Lemon Lady',
    ];
    for (const name of names) {
      const made = publicDisplayName(name);
      expect(displayNameSchema.safeParse(made).success, `${JSON.stringify(name)} → ${made}`).toBe(true);
      const accepted = displayNameSchema.safeParse(name);
      // The schema lets other white space than a line break through; the stored name has plain spaces.
      if (accepted.success && !/[^\S ]| {2}/.test(name)) expect(made).toBe(accepted.data);
    }
  });
});
