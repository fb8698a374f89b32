import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * The deepest a JSON body may nest. The deepest body the product sends is a form schema (a field's
 * `items` inside `properties` inside the schema inside the template: under ten levels); 64 leaves
 * room for any honest client and keeps every walk over a body shallow.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when the JSON text opens more than `limit` objects or arrays inside one another. One pass
 * over the characters, no recursion and no allocation, so a 1 MB body of `[[[[…` costs a loop, not
 * a stack: strings are skipped (a bracket inside one does not count), and the text need not be
 * valid JSON (the parser judges that afterwards).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (the same refusals of `__proto__` and `constructor.prototype`), behind a
 * depth check made before the text is parsed: a body nested deeper than MAX_JSON_DEPTH is a 400
 * `{ detail, code }` before any code walks it (quality bar 16; a recursive walk over 10,000 levels
 * ran out of stack and answered 500).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          400,
          'bad_request',
          `The request body is nested too deeply (at most ${String(MAX_JSON_DEPTH)} levels)`,
        ),
        undefined,
      );
      return;
    }
    void parse(request, text, done);
  });
}
