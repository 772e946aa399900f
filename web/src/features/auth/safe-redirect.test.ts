// /login?redirect=… comes from links anyone can craft: only a path on this
// site may come out, never another origin (an open redirect).
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site with its search and hash', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/allRecipes?cuisine=Indian&page=2#results')).toBe('/allRecipes?cuisine=Indian&page=2#results');
    expect(safeRedirect('/recipes/abc123')).toBe('/recipes/abc123');
  });

  it('normalises dot segments instead of passing them on', () => {
    expect(safeRedirect('/recipes/../wishlist')).toBe('/wishlist');
  });

  it('refuses anything that could leave the site', () => {
    const offSite = [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      ' /dashboard',
    ];
    for (const value of offSite) expect(safeRedirect(value), value).toBeUndefined();
  });

  it('refuses the login and register pages, which would send the user in a circle', () => {
    expect(safeRedirect('/login')).toBeUndefined();
    expect(safeRedirect('/register?redirect=/dashboard')).toBeUndefined();
    expect(safeRedirect('/recipes/../login')).toBeUndefined();
  });

  it('refuses values that are not text', () => {
    for (const value of [undefined, null, 42, ['/dashboard'], { pathname: '/dashboard' }]) {
      expect(safeRedirect(value)).toBeUndefined();
    }
  });
});
