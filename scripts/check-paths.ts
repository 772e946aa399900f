// `npm run lint`'s check that the docs tell the truth about the tree: every
// repository path named in README.md, in docs/ or in a code comment exists
// (a folder or a file; one that only a build makes, git-ignored, counts as
// there). A path is one that starts at a top-level folder of the repository
// (`web/src/lib/firebase.ts`, `docs/testing.md`); paths relative to a
// workspace, globs and placeholders stop at the first character that is not
// part of a name.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TOP_LEVEL = ['web', 'functions', 'schema', 'scripts', 'e2e', 'tests', 'docs', 'clients'];
// Not preceded by a name's character (`web/scripts/bundle-size.ts` is in web/, not in scripts/);
// `$` is part of a route file's name (`recipes.$id.tsx`).
const PATH = new RegExp(`(?<![\\w./$-])(?:${TOP_LEVEL.join('|')})/[\\w./$-]*\\w`, 'g');
// A path that goes on with one of these is a pattern or a placeholder (`household-*.test.ts`,
// `functions/.env.<project-id>`), not a file's name.
const PATTERN_GOES_ON = /^[\w./$-]*[*{<[]/;
// Files the README has a deployer make, which the repository never holds.
const MADE_BY_A_DEPLOYER = new Set(['web/.env.production']);
const CODE = /\.(?:[cm]?[jt]sx?|rules)$|^\.ci\//;
const PROSE = /^(?:README\.md|docs\/.+\.md)$/;

/** The parts of a code file's lines that are comments: a line that starts as one, or the rest after ` //`. */
function commentText(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      if (/^\s*(?:\/\/|\/?\*|#)/.test(line)) return line;
      const comment = line.indexOf(' // ');
      return comment === -1 ? '' : line.slice(comment);
    })
    .join('\n');
}

/** Each missing path with the files that name it, for the files (relative to `root`) given. */
export function missingPaths(root: string, files: readonly string[]): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const file of files) {
    const isProse = PROSE.test(file);
    if (!isProse && !CODE.test(file)) continue;
    const source = readFileSync(join(root, file), 'utf8');
    const text = isProse ? source : commentText(source);
    for (const { 0: path, index } of text.matchAll(PATH)) {
      if (PATTERN_GOES_ON.test(text.slice(index + path.length))) continue;
      if (MADE_BY_A_DEPLOYER.has(path) || existsSync(join(root, path))) continue;
      named.set(path, [...new Set([...(named.get(path) ?? []), file])]);
    }
  }
  if (named.size === 0) return named;
  // Made by a build or a run (functions/lib, test-results): ignored by git, so not missing.
  const ignored = gitLines(root, ['check-ignore', '--stdin'], [...named.keys()].join('\n'));
  for (const path of ignored) named.delete(path);
  return named;
}

function gitLines(root: string, args: string[], input?: string): string[] {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', input }).split('\n').filter(Boolean);
  } catch (error) {
    // check-ignore exits 1 when nothing is ignored.
    const { status, stdout } = error as { status?: number; stdout?: string };
    if (status === 1) return (stdout ?? '').split('\n').filter(Boolean);
    throw error;
  }
}

/** The repository's files: tracked, and new ones not ignored. */
export const repositoryFiles = (root: string): string[] =>
  gitLines(root, ['ls-files', '--cached', '--others', '--exclude-standard']).filter((file) =>
    existsSync(join(root, file)),
  );

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const missing = missingPaths(root, repositoryFiles(root));
  for (const [path, files] of missing) console.error(`${path} does not exist (named in ${files.join(', ')})`);
  if (missing.size > 0) process.exit(1);
  console.log('Every repository path named in README.md, docs/ and code comments exists.');
}
