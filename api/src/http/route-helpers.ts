import { ENDPOINTS, type FeatureKey, type Permission } from '@clinio/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import type { AuditEvent } from '../audit/audit';
import { Denial } from '../audit/denials';
import { patientCallerOf, type PatientCaller } from '../auth/patient-cookie-auth';
import { withPatient, type PatientContext } from '../auth/patient-guard';
import type { RouteAccess } from '../auth/route-access';
import { withStaff, type StaffContext } from '../auth/staff-guard';
import { withSystemAdmin, type SystemContext } from '../auth/system-guard';
import { withUser, type UserContext } from '../auth/user-guard';
import type { Services } from '../platform/services';

type Schema = z.ZodType;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type SuccessStatus = 200 | 201 | 202 | 204;

/** A route's schemas: zod for what comes in, and every answer it documents. */
export interface RouteSchemas {
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  response: Partial<Record<number, Schema>>;
  /** Media types other than JSON that the route answers or takes (documented). */
  produces?: readonly string[];
  consumes?: readonly string[];
}

type Parsed<T> = T extends Schema ? z.output<T> : undefined;

/** What a handler gets besides its context: the validated params, query and body. */
export interface RouteInput<S extends RouteSchemas, P = undefined> {
  params: Parsed<S['params']>;
  query: Parsed<S['querystring']>;
  body: Parsed<S['body']>;
  /** What the definition's `prepare` answered (an upload's bytes, a look-up). */
  prepared: P;
}

/** What the handler answers: the success schema's input (the serializer applies it); nothing on 204. */
type Answer<S extends RouteSchemas, Status extends SuccessStatus> = Status extends 204
  ? unknown
  : S['response'][Status] extends Schema
    ? z.input<S['response'][Status]>
    : never;

/**
 * The edge a route rarely needs (a multipart upload, a cookie, a response header): given to the
 * handler as a third argument so the service still takes the typed context. The handler returns
 * its body; it does not send.
 */
export interface RawHttp {
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<S extends RouteSchemas, Status extends SuccessStatus, P = undefined> {
  method: Method;
  url: string;
  /** Stable name of the operation in the OpenAPI document (ADR 023). */
  operationId: string;
  summary: string;
  /** Longer prose for the OpenAPI document (what a file answer holds). */
  description?: string;
  tags: readonly string[];
  schema: S;
  /** The success status (200 unless said); 204 answers no body. */
  status?: Status;
  /** A tighter limit than the server's default. */
  rateLimit?: { max: number; timeWindow: string };
  /** The largest body in bytes, when it is not the server's 1 MiB. */
  bodyLimit?: number;
  /**
   * The audit event written in the route's transaction once the handler succeeds; the resource
   * id is derived from the input and the answer.
   */
  audit?: (input: RouteInput<S, P>, result: Answer<S, Status>) => AuditEvent;
  /**
   * Work that must not hold the session's transaction open (reading an upload, a network
   * look-up): it runs after the token check and before the guard; its answer is `input.prepared`.
   */
  prepare?: (input: RouteInput<S>, raw: RawHttp) => Promise<P>;
  /** The route needs the session's X-CSRF-Token (the handler checks it; OpenAPI documents it). */
  csrf?: true;
}

export interface StaffRouteDefinition<
  S extends RouteSchemas,
  Status extends SuccessStatus,
  P = undefined,
> extends RouteDefinition<S, Status, P> {
  /** The permission the caller's role must hold (403 `permission_denied`, audited). */
  permission?: Permission;
  /** Super admins only (the clinic owner's role). */
  superAdminOnly?: true;
  /** The plan-gated feature (403 `feature_locked`, audited; ADR 016). */
  feature?: FeatureKey;
}

type Handler<C, S extends RouteSchemas, Status extends SuccessStatus, P> = (
  ctx: C,
  input: RouteInput<S, P>,
  raw: RawHttp,
) => Promise<Answer<S, Status> | Denial>;

/** Every context writes its audience's audit log. */
interface Audited {
  audit(event: AuditEvent): Promise<void>;
}

type Guard<C> = (request: FastifyRequest, work: (ctx: C) => Promise<unknown>) => Promise<unknown>;

interface Registration<C extends Audited, S extends RouteSchemas, Status extends SuccessStatus, P> {
  definition: RouteDefinition<S, Status, P>;
  config: { access: RouteAccess; permission?: Permission; feature?: FeatureKey; csrf?: true };
  guard: Guard<C>;
  handler: Handler<C, S, Status, P>;
}

/**
 * The route's audience must be the one its endpoint map entry names (ADR 031): a route written
 * with the wrong helper would be guarded as one audience and documented as another.
 */
function checkAccess(operationId: string, access: RouteAccess): void {
  const entry = (ENDPOINTS as Record<string, { access: string } | undefined>)[operationId];
  if (entry !== undefined && entry.access !== access)
    throw new Error(
      `Route ${operationId} is registered as ${access}, but the endpoint map says ${entry.access}`,
    );
}

function routeSchemaOf(definition: RouteDefinition<RouteSchemas, SuccessStatus, unknown>): FastifySchema {
  const { operationId, summary, description, tags, schema } = definition;
  // Widened on purpose: the input is typed by RouteInput<S>, the answer by Answer<S, Status>.
  const { produces, consumes, response, ...schemas } = schema;
  return {
    operationId,
    summary,
    ...(description === undefined ? {} : { description }),
    // A signed file documents its answers from its config (openapi-operations.ts), not here.
    ...(Object.keys(response).length === 0 ? {} : { response }),
    tags: [...tags],
    ...(produces === undefined ? {} : { produces: [...produces] }),
    ...(consumes === undefined ? {} : { consumes: [...consumes] }),
    ...schemas,
  };
}

/** The success status the definition names, with the answer (none on 204). */
function sendAnswer(reply: FastifyReply, status: SuccessStatus, answer: unknown): FastifyReply {
  if (status === 204) return reply.status(204).send(null);
  return reply.status(status).send(answer);
}

function register<C extends Audited, S extends RouteSchemas, Status extends SuccessStatus, P>(
  app: FastifyInstance,
  { definition, config, guard, handler }: Registration<C, S, Status, P>,
): void {
  const { method, url, operationId, status = 200, rateLimit, bodyLimit } = definition;
  checkAccess(operationId, config.access);
  app.route({
    method,
    url,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    config: { ...config, ...(rateLimit === undefined ? {} : { rateLimit }), helper: true },
    schema: routeSchemaOf(definition as RouteDefinition<RouteSchemas, SuccessStatus, unknown>),
    handler: async (request, reply) => {
      const raw = { request, reply };
      const validated = {
        params: request.params,
        query: request.query,
        body: request.body,
        prepared: undefined,
      } as RouteInput<S>;
      const prepared = definition.prepare ? await definition.prepare(validated, raw) : undefined;
      const input = { ...validated, prepared } as RouteInput<S, P>;
      const result = await guard(request, async (ctx) => {
        const answer = await handler(ctx, input, raw);
        if (definition.audit && !(answer instanceof Denial)) await ctx.audit(definition.audit(input, answer));
        return answer;
      });
      // A service's own refusal is thrown once its denial's audit row is committed (ADR 030).
      if (result instanceof Denial) throw result.error;
      return sendAnswer(reply, status, result);
    },
  });
}

/**
 * The one way to write an /api route (ADR 030): `routes.staff`, `routes.patient`, `routes.system`,
 * `routes.user` and `routes.patientCookie` declare the audience, permission, feature, schemas and audit in one object,
 * register the route into the route table the access and generated-input tests enumerate, and
 * hand the handler a typed context instead of the Fastify request.
 *
 * @example
 * const routes = routeHelpers(app, services);
 * routes.staff(
 *   { ...fromMap('listRoles', { errors: [401, 403] }), permission: 'roles_manage', summary: 'Roles', tags },
 *   (ctx) => listRoles(ctx),
 * );
 */
export function routeHelpers(app: FastifyInstance, services: Services) {
  const { database, config } = services;
  return {
    staff<S extends RouteSchemas, Status extends SuccessStatus = 200, P = undefined>(
      definition: StaffRouteDefinition<S, Status, P>,
      handler: Handler<StaffContext, S, Status, P>,
    ): void {
      register(app, {
        definition,
        config: {
          access: definition.superAdminOnly ? 'super_admin' : 'staff',
          ...(definition.permission === undefined ? {} : { permission: definition.permission }),
          ...(definition.feature === undefined ? {} : { feature: definition.feature }),
        },
        guard: (request, work) => withStaff(database, request, work),
        handler,
      });
    },
    patient: audience<PatientContext>(app, 'patient', (request, work) =>
      withPatient(database, config, request, work),
    ),
    system: audience<SystemContext>(app, 'system', (request, work) =>
      withSystemAdmin(database, config, request, work),
    ),
    /** A staff or a patient bearer token (sign-out, the CSRF token): the caller as its token says. */
    user: audience<UserContext>(app, 'user', (request, work) => withUser(database, request, work)),
    /**
     * A patient by bearer token or by the refresh cookie (spec 7's clinic authorization), resolved
     * with the same-site and CSRF checks before the body is read.
     */
    patientCookie: audience<PatientCaller>(app, 'patient_cookie', (request, work) =>
      work(patientCallerOf(request)),
    ),
    public: publicRoute(app),
  };
}

/** An audience whose routes declare no permission or feature: only who may call. */
function audience<C extends Audited>(app: FastifyInstance, access: RouteAccess, guard: Guard<C>) {
  return <S extends RouteSchemas, Status extends SuccessStatus = 200, P = undefined>(
    definition: RouteDefinition<S, Status, P>,
    handler: Handler<C, S, Status, P>,
  ): void => {
    const config = definition.csrf ? { access, csrf: definition.csrf } : { access };
    register(app, { definition, config, guard, handler });
  };
}

/** What a public route may add to its config for the hooks that read it (route-access.ts). */
export type PublicRouteConfig = Pick<FastifyContextConfig, 'refreshCookie' | 'signedFile'>;

export interface PublicRouteDefinition<S extends RouteSchemas, Status extends SuccessStatus> extends Omit<
  RouteDefinition<S, Status>,
  'audit' | 'prepare' | 'csrf'
> {
  config?: PublicRouteConfig;
}

/** The request of a public route, typed by its schemas. */
export type PublicRequest<S extends RouteSchemas> = FastifyRequest<{
  Params: Parsed<S['params']>;
  Querystring: Parsed<S['querystring']>;
  Body: Parsed<S['body']>;
}>;

/**
 * A route anyone may call (sign-in, refresh, recovery, registration, the public booking page, a
 * signed file): no token and no context, so the handler keeps Fastify's request and reply (its
 * services take the request for the caller's address and cookies). It returns its answer, or the
 * reply it sent itself (a file, a cookie-setting 204).
 */
function publicRoute(app: FastifyInstance) {
  return <S extends RouteSchemas, Status extends SuccessStatus = 200>(
    definition: PublicRouteDefinition<S, Status>,
    handler: (request: PublicRequest<S>, reply: FastifyReply) => unknown,
  ): void => {
    const { method, url, operationId, status, rateLimit, bodyLimit, config } = definition;
    checkAccess(operationId, 'public');
    app.route({
      method,
      url,
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      config: {
        ...config,
        access: 'public',
        ...(rateLimit === undefined ? {} : { rateLimit }),
        helper: true,
      },
      schema: routeSchemaOf(definition as RouteDefinition<RouteSchemas, SuccessStatus, unknown>),
      handler: (status === undefined || status === 200
        ? handler
        : async (request: PublicRequest<S>, reply: FastifyReply) => {
            const answer = await handler(request, reply);
            return answer === reply || reply.sent ? reply : sendAnswer(reply, status, answer);
          }) as RouteHandlerMethod,
    });
  };
}

/** For a module of public routes only, built without the services (health, the registry). */
export function publicRoutes(app: FastifyInstance) {
  return { public: publicRoute(app) };
}

export type RouteHelpers = ReturnType<typeof routeHelpers>;
