import { describe, expect, it } from 'vitest';
import { DownloadFailed, lazyAction } from './lazy-action';

describe('lazyAction', () => {
  it('downloads its code once, on first use or preload, and passes the arguments on', async () => {
    let downloads = 0;
    const add = lazyAction(async () => {
      downloads += 1;
      return async (a: number, b: number) => a + b;
    });
    expect(downloads).toBe(0);
    add.preload();
    add.preload();
    expect(await add(2, 3)).toBe(5);
    expect(await add(4, 5)).toBe(9);
    expect(downloads).toBe(1);
  });

  it('forgets a failed download, so that the next call tries again', async () => {
    let downloads = 0;
    const greet = lazyAction(async () => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return async (name: string) => `Hello, ${name}`;
    });
    greet.preload();
    await expect(greet('Ada')).rejects.toBeInstanceOf(DownloadFailed);
    expect(await greet('Ada')).toBe('Hello, Ada');
    expect(downloads).toBe(2);
  });
});
