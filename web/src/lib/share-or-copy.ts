// Share through the system share sheet where there is one (phones), else copy
// to the clipboard: the recipe page shares its link, the shopping list its text.
export type ShareOutcome = 'shared' | 'cancelled' | 'copied';

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Rejects only when copying failed too (the clipboard not allowed here): the caller says what to do instead. */
export async function shareOrCopy(data: ShareData, copy: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (isCancel(error)) return 'cancelled';
      // Share sheet unavailable after all (e.g. not allowed here): copy instead.
    }
  }
  await navigator.clipboard.writeText(copy);
  return 'copied';
}
