// The sign-in screens' validation as react-hook-form resolvers, in a module
// the forms download on first use (lib/lazy-action.ts): zod is about 38 kB
// gzip, which a visitor landing on Login or Register need not wait for.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, registerSchema } from './schemas';

export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
