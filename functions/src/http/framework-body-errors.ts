// Why this exists: the Functions emulator (like the Cloud Functions framework)
// parses JSON bodies with body-parser *before* it calls the function. A
// malformed body never reaches us; the framework answers with an HTML page that
// carries a stack trace. Both create their parsers after loading this module,
// so we wrap body-parser's `json` factory: a body error (parse failure, size
// limit, bad charset) is remembered for that request, the request goes on to the
// function, and the function answers with its own JSON 400 or 413.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
type JsonParserFactory = (options?: object) => Middleware;

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

function loadBodyParser(): { json: JsonParserFactory } | undefined {
  try {
    return createRequire(import.meta.url)('body-parser') as { json: JsonParserFactory };
  } catch {
    return undefined; // not installed where we run: nothing to wrap
  }
}

/** Installs the wrapper once per process; harmless where body-parser is absent. */
export function letFunctionAnswerBodyErrors(): void {
  const bodyParser = loadBodyParser();
  if (!bodyParser) return;
  const createJsonParser = bodyParser.json;
  const lenientJson: JsonParserFactory = (options) => {
    const parse = createJsonParser(options);
    return (req, res, next) =>
      parse(req, res, (error) => {
        const status = clientErrorStatus(error);
        if (status === undefined) return next(error);
        refusedBodies.set(req, status);
        next();
      });
  };
  Object.defineProperty(bodyParser, 'json', { configurable: true, enumerable: true, value: lenientJson });
}
