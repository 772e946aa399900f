// Admin access to the Auth emulator, for what a user cannot do to themselves:
// disabling an account, revoking its tokens.
import { getAuth } from 'firebase-admin/auth';
import { AUTH_HOST } from './env';
import { adminApp } from './firestore';

process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;

export const adminAuth = getAuth(adminApp);
