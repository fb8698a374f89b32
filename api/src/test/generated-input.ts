import fc from 'fast-check';

/**
 * Quality bar 16's generated inputs, one definition for every route family: odd values (the
 * strings that trouble a parser or a database, tried often, plus each family's own), bodies built
 * from a route's valid body, and the check every answer must pass.
 */
export function oddValues(
  tricky: readonly string[],
  ...more: fc.Arbitrary<unknown>[]
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom('', ' ', '\u0000', 'a\u0000b', ...tricky), weight: 4 },
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 150, maxLength: 1200 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    ...more,
  );
}

/** Anything JSON; the valid body with one or two fields replaced by odd values; its keys with odd values. */
export function generatedBodies(base: Record<string, unknown>, oddValue: fc.Arbitrary<unknown>) {
  const keys = Object.keys(base);
  const replaced = fc
    .uniqueArray(fc.tuple(fc.constantFrom(...keys), oddValue), {
      minLength: 1,
      maxLength: 2,
      selector: ([key]) => key,
    })
    .map((changes) => ({ ...base, ...Object.fromEntries(changes) }));
  return fc.oneof(fc.jsonValue(), replaced, replaced, fc.dictionary(fc.constantFrom(...keys), oddValue));
}

/** Never a 5xx; a refusal carries `detail` and `code` (and `fields` as a list when present). */
export function expectDocumentedAnswer(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json() as Record<string, unknown>;
  expect(body).toEqual(
    expect.objectContaining({ detail: expect.any(String) as string, code: expect.any(String) as string }),
  );
  if (body.fields !== undefined) expect(body.fields).toEqual(expect.any(Array));
}
