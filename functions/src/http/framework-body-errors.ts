// Why this exists: the Functions emulator (like the Cloud Functions framework)
// parses request bodies with body-parser *before* it calls the function. A
// malformed body never reaches us; the framework answers with an HTML page that
// carries a stack trace. Both create their parsers after loading this module,
// so we wrap body-parser's parser factories: a body error (malformed JSON, size
// limit, unknown charset) is remembered for that request, the request goes on
// to the function, and the function answers with its own JSON 400 or 413.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
type ParserFactory = (options?: object) => Middleware;

const PARSERS = ['json', 'raw', 'text', 'urlencoded'] as const;
type BodyParser = Record<(typeof PARSERS)[number], ParserFactory>;

const refusedBodies = new WeakMap<IncomingMessage, number>();

/** The status the framework would have sent for this request's body, if it refused it. */
export function refusedBodyStatus(req: IncomingMessage): number | undefined {
  return refusedBodies.get(req);
}

function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function loadBodyParser(): BodyParser | undefined {
  try {
    return createRequire(import.meta.url)('body-parser') as BodyParser;
  } catch {
    return undefined; // not installed where we run: nothing to wrap
  }
}

function lenient(createParser: ParserFactory): ParserFactory {
  return (options) => {
    const parse = createParser(options);
    return (req, res, next) =>
      parse(req, res, (error) => {
        const status = clientErrorStatus(error);
        if (status === undefined) return next(error);
        refusedBodies.set(req, status);
        next();
      });
  };
}

/** Installs the wrappers once per process; harmless where body-parser is absent. */
export function letFunctionAnswerBodyErrors(): void {
  const bodyParser = loadBodyParser();
  if (!bodyParser) return;
  for (const name of PARSERS) {
    const value = lenient(bodyParser[name]);
    Object.defineProperty(bodyParser, name, { configurable: true, enumerable: true, value });
  }
}
