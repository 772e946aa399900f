// The account forms' validation as react-hook-form resolvers, in a module
// the forms download on first use (lib/lazy-action.ts): zod is about 38 kB
// gzip, which a visitor landing on Login or Register need not wait for, nor a
// cook opening their profile.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, profileSchema, registerSchema } from './schemas';

export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
export const profileResolver = zodResolver(profileSchema);
