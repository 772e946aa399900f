// The sign-in forms' validation (zod, features/auth/form-resolvers.ts) as a
// react-hook-form resolver downloaded on first use. Offline before it has
// arrived, the form is let through unchecked: the submit then fails for the
// same reason and says so ("We couldn't reach the sign-in service"), and
// Firebase Auth checks the values itself anyway. Any other failure is a bug
// and surfaces as one.
import type { FieldValues, Resolver } from 'react-hook-form';
import { DownloadFailed, lazyAction } from '@/lib/lazy-action';

export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>) {
  const validate = lazyAction(load);
  const resolver: Resolver<Values> = (values, context, options) =>
    validate(values, context, options).catch((error: unknown) => {
      if (error instanceof DownloadFailed) return { values, errors: {} };
      throw error;
    });
  return Object.assign(resolver, { preload: validate.preload });
}
