import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const values: Values = { email: 'alice@example.com' };
const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('validates with the downloaded resolver', async () => {
    const refuse: Resolver<Values> = () => ({ values: {}, errors: { email: { type: 'x', message: 'Bad e-mail' } } });
    const resolver = lazyResolver(() => Promise.resolve(refuse));
    expect((await resolver(values, undefined, options)).errors).toEqual({
      email: { type: 'x', message: 'Bad e-mail' },
    });
  });

  it('lets the form through when the validation cannot be downloaded (offline)', async () => {
    const resolver = lazyResolver<Values>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('does not hide a bug in the validation itself', async () => {
    const broken: Resolver<Values> = () => {
      throw new RangeError('a bug');
    };
    const resolver = lazyResolver(() => Promise.resolve(broken));
    await expect(resolver(values, undefined, options)).rejects.toThrow('a bug');
  });
});
