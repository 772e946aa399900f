// Finds what the Firebase Emulator Suite needs on this machine, so that nobody
// exports variables by hand: a Java 21+ runtime and a Firestore emulator jar
// (offline machines cannot download it; the Google Cloud SDK ships one).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const MIN_JAVA = 21;
const SDK_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export class SetupError extends Error {}

/** The major version of a `java` binary (it prints its settings on stderr). */
function javaMajor(javaBin: string): number {
  const { stderr } = spawnSync(javaBin, ['-XshowSettings:properties', '-version'], { encoding: 'utf8' });
  const match = /java\.specification\.version = (\d+)/.exec(stderr ?? '');
  return match?.[1] ? Number(match[1]) : 0;
}

/** Java 21+: PATH first, then JAVA_HOME, then each JVM installed in /usr/lib/jvm. */
function findJavaHome(jvmRoot = '/usr/lib/jvm'): string {
  const candidates: string[] = [];
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).trim();
    if (onPath) candidates.push(resolve(dirname(realpathSync(onPath)), '..'));
  } catch {
    // no java on PATH; keep looking
  }
  if (process.env.JAVA_HOME) candidates.push(process.env.JAVA_HOME);
  if (existsSync(jvmRoot)) {
    for (const name of readdirSync(jvmRoot).sort().reverse()) candidates.push(join(jvmRoot, name));
  }
  for (const home of candidates) {
    const bin = join(home, 'bin', 'java');
    if (existsSync(bin) && javaMajor(bin) >= MIN_JAVA) return home;
  }
  throw new SetupError(
    `The Firestore emulator needs Java ${MIN_JAVA} or newer, and none was found on PATH, in JAVA_HOME or in ${jvmRoot}.\n` +
      `Install a JDK ${MIN_JAVA}+ (it needs the 'jar' tool too) and run this again: Debian 13 and Ubuntu 24.04 have\n` +
      `'apt-get install openjdk-${MIN_JAVA}-jdk-headless'; Debian 12 stops at Java 17, so there use Eclipse Temurin ${MIN_JAVA}+\n` +
      `(https://adoptium.net/installation/linux/, package temurin-${MIN_JAVA}-jdk), or set JAVA_HOME to any JDK ${MIN_JAVA}+.`,
  );
}

function cloudSdkRoot(): string | undefined {
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    }).trim();
    if (root) return root;
  } catch {
    // gcloud missing or slow: fall back to the Debian package's location
  }
  return existsSync('/usr/lib/google-cloud-sdk') ? '/usr/lib/google-cloud-sdk' : undefined;
}

/** A jar with only a manifest, so that `java -jar shim.jar` starts the Cloud SDK's emulator. */
function buildShimJar(javaHome: string, sdkJar: string): string {
  const dir = join(ROOT, '.cache', 'emulators');
  const shim = join(dir, 'firestore-emulator-shim.jar');
  const manifest = join(dir, 'manifest.txt');
  mkdirSync(dir, { recursive: true });
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${sdkJar}\n`);
  const jarTool = join(javaHome, 'bin', 'jar');
  if (!existsSync(jarTool)) {
    throw new SetupError(`Found ${sdkJar} but no 'jar' tool in ${javaHome}: install a full JDK 21+.`);
  }
  execFileSync(jarTool, ['cfm', shim, manifest]);
  return shim;
}

/** Which Firestore emulator to run: the user's, firebase-tools' cached one, the Cloud SDK's, or a download. */
function firestoreEmulatorBinary(javaHome: string): { path?: string; source: string } {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) {
    return { path: process.env.FIRESTORE_EMULATOR_BINARY_PATH, source: 'FIRESTORE_EMULATOR_BINARY_PATH' };
  }
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache) && readdirSync(cache).some((f) => /^cloud-firestore-emulator-.*\.jar$/.test(f))) {
    return { source: `firebase-tools cache (${cache})` };
  }
  const sdk = cloudSdkRoot();
  const sdkJar = sdk && join(sdk, SDK_JAR);
  if (sdkJar && existsSync(sdkJar)) {
    return { path: buildShimJar(javaHome, sdkJar), source: `Google Cloud SDK (${sdkJar})` };
  }
  return { source: 'download by firebase-tools (needs internet)' };
}

/** The environment the firebase CLI needs; prints what it chose. */
export function emulatorEnv(): NodeJS.ProcessEnv {
  const javaHome = findJavaHome();
  const firestore = firestoreEmulatorBinary(javaHome);
  console.log(`[emulators] Java: ${javaHome}`);
  console.log(`[emulators] Firestore emulator: ${firestore.source}`);
  return {
    ...process.env,
    JAVA_HOME: javaHome,
    PATH: `${join(javaHome, 'bin')}:${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    ...(firestore.path ? { FIRESTORE_EMULATOR_BINARY_PATH: firestore.path } : {}),
    // The Functions emulator starts a Node process for every invocation in
    // flight (50 by default). A burst of recipe writes (a seed, a cleanup that
    // deletes 30) then starts dozens at once on two cores; those not up within
    // the 30 s start limit fail, and a trigger event that fails is lost (the
    // emulator has no retries), so a kept total would go wrong. A few reused
    // workers and a queue is closer to one warm instance, and a slow start
    // gets more time.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '90',
  };
}

export { ROOT };
