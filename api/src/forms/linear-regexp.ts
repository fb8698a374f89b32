import type { CodeOptions } from 'ajv';
import { RE2JS } from 're2js';
import safeRegex from 'safe-regex2';

/**
 * Patterns of form fields (issue 16, ADR 044). A builder's pattern runs in two engines: ajv on
 * the server, through RE2's linear-time matcher (re2js, pure JavaScript), and the patient's
 * browser, whose backtracking engine is exponential on nested repetition. So a pattern is kept
 * only when both engines compile it and it has no nested repetition (safe-regex2's star height).
 */

/** Why a pattern is refused at save, or null when it is accepted. */
export function patternProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'This pattern is not a valid regular expression';
  }
  try {
    RE2JS.compile(pattern);
  } catch {
    return 'This pattern uses look-arounds or back-references, which are not supported';
  }
  if (!safeRegex(pattern)) {
    return 'This pattern can take exponential time on some answers: avoid a repetition inside a repetition';
  }
  return null;
}

/** ajv's `code.regExp`: every `pattern` of an answer is matched by RE2, in linear time. */
export const linearRegExp: NonNullable<CodeOptions['regExp']> = Object.assign(
  (pattern: string) => {
    const compiled = RE2JS.compile(pattern);
    return {
      test: (input: string) => compiled.test(input),
      // ajv caches compiled patterns by this text.
      toString: () => `re2js:${pattern}`,
    };
  },
  { code: 'linearRegExp' },
);
