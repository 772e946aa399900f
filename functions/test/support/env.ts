// Where the tests find the running emulators (defaults: the ports of firebase.json).
export const PROJECT_ID = 'demo-recipes';
export const API_BASE_URL = process.env.API_BASE_URL ?? `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
/** The site's public origin as the function knows it (its PUBLIC_SITE_ORIGIN; the Hosting emulator by default). */
export const SITE_ORIGIN = process.env.PUBLIC_SITE_ORIGIN ?? 'http://127.0.0.1:5000';
/** The API through the Hosting emulator's rewrite of /api/**. */
export const HOSTING_API_URL = process.env.HOSTING_API_URL ?? 'http://127.0.0.1:5000/api';

/** A short id for this test run, so data from parallel runs and other suites never collides. */
export const RUN_ID = Math.random().toString(36).slice(2, 8);
