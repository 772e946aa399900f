// `npm run lint`'s path check (scripts/check-paths.ts) on a small repository
// made for each test: a broken path planted in a doc or a code comment is
// reported with the files that name it; what exists, what a build makes
// (git-ignored), patterns and paths in code that is not a comment are not.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingPaths, repositoryFiles } from '../../scripts/check-paths';

let root = '';

function repository(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'recipe-book-paths-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('git', ['init', '--quiet'], { cwd: root });
  return root;
}

const missingIn = (files: Record<string, string>) => {
  const at = repository(files);
  return Object.fromEntries(missingPaths(at, repositoryFiles(at)));
};

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the path check', () => {
  it('reports a path named in the README, in docs/ or in a code comment that does not exist', () => {
    expect(
      missingIn({
        'README.md': 'See `docs/testing.md` and `docs/gone.md`.\n',
        'docs/testing.md': 'The tiers live in tests/rules/ and e2e/missing.test.ts.\n',
        // A comment at the end of a line, written in two pieces so that this file holds none.
        'web/src/app.ts': '// Read web/src/lib/old-name.ts first.\nexport const x = 1; /' + '/ and scripts/gone.ts\n',
        'tests/rules/keep.ts': '',
      }),
    ).toEqual({
      'docs/gone.md': ['README.md'],
      'e2e/missing.test.ts': ['docs/testing.md'],
      'web/src/lib/old-name.ts': ['web/src/app.ts'],
      'scripts/gone.ts': ['web/src/app.ts'],
    });
  });

  it('passes what exists, what a build makes, patterns, placeholders and paths outside comments', () => {
    expect(
      missingIn({
        '.gitignore': 'functions/lib/\n',
        'README.md': [
          'Built into `functions/lib/index.js`; tests in `functions/test/household-*.test.ts`;',
          'each project has `functions/.env.<project-id>`; the route `web/src/routes/recipes.$id.tsx`;',
          'a workspace path such as `web/scripts/size.ts`, and the deployer makes `web/.env.production`.',
        ].join('\n'),
        'web/src/routes/recipes.$id.tsx': '',
        'web/scripts/size.ts': "const out = 'scripts/size.ts';\n",
        'functions/test/household-join.test.ts': '',
      }),
    ).toEqual({});
  });

  it('finds nothing missing in this repository', () => {
    const here = join(dirname(new URL(import.meta.url).pathname), '..', '..');
    expect(Object.fromEntries(missingPaths(here, repositoryFiles(here)))).toEqual({});
  });
});
