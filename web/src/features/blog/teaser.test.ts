// Home shows the start of each blog post: whole when short, cut with an ellipsis when long.
import { describe, expect, it } from 'vitest';
import { BLOG_TEASER_LENGTH } from '@/config/ui';
import { teaser } from './teaser';

describe('teaser', () => {
  it('keeps a text that fits, up to and including the exact length', () => {
    expect(teaser('Short post.', 20)).toBe('Short post.');
    expect(teaser('a'.repeat(20), 20)).toBe('a'.repeat(20));
  });

  it('cuts a longer text and adds an ellipsis', () => {
    expect(teaser('a'.repeat(21), 20)).toBe(`${'a'.repeat(20)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(teaser('Bake the bread slowly', 9)).toBe('Bake the…');
  });

  it('uses the configured length by default', () => {
    const long = 'x'.repeat(BLOG_TEASER_LENGTH + 50);
    expect(teaser(long)).toBe(`${'x'.repeat(BLOG_TEASER_LENGTH)}…`);
  });
});
