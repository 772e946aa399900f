import { describe, expect, it } from 'vitest';
import { checkTokenName } from './token-name-check';

describe('checkTokenName', () => {
  it('gives the name trimmed, as the API stores it', () => {
    expect(checkTokenName('  Backup script ')).toEqual({ name: 'Backup script' });
  });

  it('says what is wrong in the words the form shows', () => {
    expect(checkTokenName('   ')).toEqual({ error: 'Name is required' });
    expect(checkTokenName('x'.repeat(61))).toEqual({ error: 'Name must be at most 60 characters' });
  });
});
