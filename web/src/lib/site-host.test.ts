import { describe, expect, it } from 'vitest';
import { siteHost } from './site-host';

describe('siteHost', () => {
  it('names the site without www., port, path or query', () => {
    expect(siteHost('https://www.example.com/recipes/soup?x=1#steps')).toBe('example.com');
    expect(siteHost('http://127.0.0.1:43123/carbonara')).toBe('127.0.0.1');
    expect(siteHost('https://cooking.example.org/a')).toBe('cooking.example.org');
  });

  it('shows an address it cannot read as it is', () => {
    expect(siteHost('http://[not-a-host/recipe')).toBe('http://[not-a-host/recipe');
  });
});
