// `npm start` (and `npm run serve`): the app built and served the way it runs
// when deployed. Builds the function and the app, starts the Auth, Firestore,
// Functions and Hosting emulators, loads the demo data and keeps serving
// http://127.0.0.1:5000 (built files; every page through the page function,
// /sitemap.xml through its own, /api through the REST function) until Ctrl+C.
//
// `-- --config <firebase.json>` uses another Firebase config, e.g. one with
// other ports while the standard ones are busy: the app is built into that
// config's hosting.public folder and pointed at its emulators.
import { buildSite, productionSite, runWithEmulators } from './lib/production-site';

const site = productionSite(process.argv);
// The emulators (and so the function) inherit the public origin from here.
Object.assign(process.env, site.env);

if (!(await buildSite(site))) process.exit(1);

const banner = `echo "\nRecipe Book (production build) on ${site.origin}; Ctrl+C stops it.\n"`;
// emulators:exec stops the emulators when its command ends: the last one waits until Ctrl+C.
const waitForever = `node -e "setInterval(() => {}, 1 << 30)"`;
process.exit(await runWithEmulators(site, `${banner} && ${waitForever}`));
