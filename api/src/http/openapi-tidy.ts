type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rewrites two shapes the zod → JSON Schema conversion produces into equivalent ones that client
 * generators (and Redocly's recommended rules) read without doubt: a record with enum keys (its
 * required keys named only by `additionalProperties`) gets those keys as `properties`, and an
 * `anyOf` of one schema becomes that schema.
 */
export function tidySchemas<T>(document: T): T {
  return visit(document as Json) as T;
}

function visit(node: Json): Json {
  if (Array.isArray(node)) return node.map(visit);
  if (!isObject(node)) return node;
  let result: { [key: string]: Json } = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, visit(value)]),
  );
  const anyOf = result.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 1 && isObject(anyOf[0])) {
    const { anyOf: _single, ...rest } = result;
    result = { ...anyOf[0], ...rest };
  }
  const { required, additionalProperties } = result;
  if (Array.isArray(required) && isObject(additionalProperties)) {
    const properties = isObject(result.properties) ? result.properties : {};
    const missing = required.filter(
      (name): name is string => typeof name === 'string' && !(name in properties),
    );
    if (missing.length > 0) {
      result.properties = {
        ...properties,
        ...Object.fromEntries(missing.map((name) => [name, additionalProperties])),
      };
    }
  }
  return result;
}
