// Turns zod issues into one 400 message that names each offending field,
// e.g. `ingredients[2]: Ingredient must be at most 200 characters`.
import type { core, z } from 'zod';
import { badRequest } from './errors';

type Issue = core.$ZodIssue;
type Path = readonly PropertyKey[];

const MAX_REPORTED_ISSUES = 8;

function fieldName(path: Path): string {
  if (path.length === 0) return 'body';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');
}

/** A union fails in every branch; report the branch whose type matched (it has the useful message). */
function closestBranch(branches: Issue[][]): Issue | undefined {
  const typeMatched = branches.filter((issues) => !issues.every((i) => i.code === 'invalid_type' && !i.path.length));
  return typeMatched.length === 1 ? typeMatched[0]?.[0] : undefined;
}

function describe(issue: Issue, prefix: Path = []): string {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    const plural = issue.keys.length > 1 ? 's' : '';
    const where = path.length ? ` in ${fieldName(path)}` : '';
    return `Unknown field${plural}${where}: ${issue.keys.join(', ')}`;
  }
  if (issue.code === 'invalid_union') {
    const inner = closestBranch(issue.errors);
    if (inner) return describe(inner, path);
  }
  return `${fieldName(path)}: ${issue.message}`;
}

/** Parses with the schema or throws a 400 whose message lists what is wrong. */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  code = 'invalid-field',
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Unknown fields first: they often explain the other complaints (a misspelt field name).
  const issues = [...result.error.issues].sort(
    (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
  );
  const messages = issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => describe(issue));
  throw badRequest(code, messages.join('; '));
}
