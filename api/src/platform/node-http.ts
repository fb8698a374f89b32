/**
 * `node:http` loaded with `require`, not an ES import: to give an ES module its view of a built-in,
 * Node reads every export once, and one of `node:http`'s is a lazy getter that loads undici (the
 * client behind fetch), about 50 ms of every start that nothing at start needs (issue 20, bar 26,
 * ADR 068). `require` is native under jest and given to the bundle by its banner (build.mjs).
 */
import type * as Http from 'node:http';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the point of this module
export const nodeHttp = require('node:http') as typeof Http;

export type { IncomingMessage, ServerResponse } from 'node:http';
