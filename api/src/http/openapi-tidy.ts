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

const ERROR_SCHEMA = 'ApiError';

/**
 * Every error answer is the same `{ detail, code }` body, and each status says the same thing
 * wherever it is given (openapi-operations). Written inline, that body was most of the document
 * (755 KB); shared, a client generator makes one error type: the body is
 * `components.schemas.ApiError` and each status's answer is `components.responses.Error{status}`,
 * which the operations reference. An answer that differs from its status's first (a route that
 * documents its own) stays inline.
 */
export function shareErrorAnswers<T>(document: T): T {
  const root = document as { [key: string]: Json };
  const paths = isObject(root.paths) ? root.paths : {};
  const components = isObject(root.components) ? root.components : {};
  const shared: { [status: string]: { key: string; answer: string } } = {};
  let errorSchema: string | undefined;
  const responses: { [key: string]: Json } = isObject(components.responses)
    ? { ...components.responses }
    : {};
  for (const pathItem of Object.values(paths)) {
    if (!isObject(pathItem)) continue;
    for (const operation of Object.values(pathItem)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || !isObject(answer)) continue;
        const content = isObject(answer.content) ? answer.content : undefined;
        const json =
          content !== undefined && isObject(content['application/json'])
            ? content['application/json']
            : undefined;
        if (json === undefined || !isObject(json.schema)) continue;
        const schema = JSON.stringify(json.schema);
        errorSchema ??= schema;
        if (schema !== errorSchema) continue;
        const text = JSON.stringify(answer);
        let entry = shared[status];
        if (entry === undefined) {
          entry = { key: `Error${status}`, answer: text };
          shared[status] = entry;
          responses[entry.key] = {
            ...answer,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
          };
        }
        if (entry.answer === text)
          operation.responses[status] = { $ref: `#/components/responses/${entry.key}` };
      }
    }
  }
  if (errorSchema === undefined) return document;
  const schemas = isObject(components.schemas) ? components.schemas : {};
  root.components = {
    ...components,
    schemas: { ...schemas, [ERROR_SCHEMA]: JSON.parse(errorSchema) as Json },
    responses,
  };
  return document;
}
