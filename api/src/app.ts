import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createBackgroundTasks, type BackgroundTasks } from './background/background-tasks';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './email/mailer';
import { createHttpGeoLocator, unknownGeoLocator, type GeoLocator } from './geo/geolocation';
import { registerRequestAuth } from './auth/request-auth';
import type { Services } from './platform/services';
import { loadKeys, type Keys } from './security/secrets';
import { staffAuthRoutes } from './staff-auth/staff-auth.routes';
import { auditRoutes } from './audit/audit.routes';
import { clinicsRoutes } from './clinics/clinics.routes';
import { patientAccountsRoutes } from './patient-accounts/patient-accounts.routes';
import { recoveryRoutes } from './recovery/recovery.routes';
import { registrationRoutes } from './registration/registration.routes';
import { rolesRoutes } from './roles/roles.routes';
import { staffRoutes } from './staff/staff.routes';
import { systemAuthRoutes } from './system-admin/system-auth.routes';
import { platformRoutes } from './system-admin/platform.routes';
import { tenantSettingsRoutes } from './tenant-settings/tenant-settings.routes';
import { usersRoutes } from './users/users.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { plansRoutes } from './plans/plans.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { createSubscriptionJob } from './plans/subscription-job';
import path from 'node:path';
import { AppError } from './errors/app-error';
import { registerErrorHandling } from './errors/error-handler';
import { answerClientError, answerFrameworkError } from './errors/framework-errors';
import { healthRoutes } from './health/health.routes';
import { collectAllowedMethods } from './http/allowed-methods';
import { registerOpenApi } from './http/openapi';
import { registerSecurity, securityHeaders } from './http/security';
import { refuseNulCharacters } from './http/text-guard';
import { loggerOptions, requestIdFrom } from './logging/logger-options';
import { createHttpSignupForwarder, type SignupForwarder } from './marketing/signup-forwarder';
import { marketingRoutes } from './marketing/marketing.routes';
import { mfeRoutes } from './mfe/mfe.routes';
import { publicConfigRoutes } from './public-config/public-config.routes';
import { devMonitoringRoutes } from './dev-monitoring/dev-monitoring.routes';
import { registerWeb } from './web/web.routes';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Tests pass their own; the default posts to SIGNUP_FORWARD_URL when it is set. */
  signupForwarder?: SignupForwarder | null;
  /** false: no logs (tests); a stream: logs go there (tests that read them). */
  logger?: false | { stream: NodeJS.WritableStream };
  /** Tests pass their own; the default follows SMTP_URL (or the development outbox). */
  mailer?: Mailer;
  geo?: GeoLocator;
  keys?: Keys;
  /**
   * The trial job (expiry and "trial ends soon" notices): started when the server is ready, run
   * every `intervalMs` (default 5 minutes) and stopped on close. The process entry turns it on;
   * tests run it directly.
   */
  subscriptionJob?: { intervalMs?: number };
}

/** One row per route, for the route-table tests (quality bar 4). */
export interface RouteRow {
  method: string;
  url: string;
  access: string | undefined;
  permission: string | undefined;
  /** The plan-gated feature the route belongs to (403 feature_locked without it). */
  feature: string | undefined;
  /** Registered through `routeHelpers` (ADR 030). */
  helper: boolean;
}

export interface App {
  server: FastifyInstance;
  routes: RouteRow[];
  background: BackgroundTasks;
  services: Services;
  /**
   * Graceful stop, step one: new requests get 503 (so a load balancer moves on) while the ones in
   * flight finish; `whenIdle` resolves when none is left. Then `server.close()`.
   */
  drain(): { whenIdle: (timeoutMs: number) => Promise<void> };
}

/** Builds the HTTP application: plugins, routes and error handling, not yet listening. */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database } = deps;
  const server = Fastify({
    logger:
      deps.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(deps.logger ? { stream: deps.logger.stream } : {}) },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Answer 503 to requests that arrive while the server is closing (quality bar 20).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Refusals made before any hook (router, HTTP parser) leave as `{ detail, code }` too.
    frameworkErrors: answerFrameworkError(securityHeaders(config)),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  const routes: RouteRow[] = [];
  server.addHook('onRoute', (route) => {
    const feature = route.config?.feature;
    // Only withStaff checks a feature: declaring one elsewhere would silently gate nothing.
    if (feature !== undefined && route.config?.access !== 'staff' && route.config?.access !== 'super_admin') {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares a feature but is not a staff route`,
      );
    }
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        permission: route.config?.permission,
        feature,
        helper: route.config?.helper === true,
      });
    }
  });
  const allowed = collectAllowedMethods(server);
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  const background = createBackgroundTasks((name, error) =>
    server.log.warn({ task: name, err: error }, 'background task failed'),
  );
  let closing = false;
  let inFlight = 0;
  let idleWaiters: (() => void)[] = [];
  server.addHook('onClose', async () => {
    closing = true;
    await background.drain();
  });
  server.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
    if (closing) {
      void reply.header('Connection', 'close').header('Retry-After', '5');
      return reply
        .status(503)
        .send({ detail: 'The server is restarting. Please try again.', code: 'service_unavailable' });
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) {
        for (const wake of idleWaiters) wake();
        idleWaiters = [];
      }
    });
    return undefined;
  });

  const services: Services = {
    config,
    database,
    keys: deps.keys ?? (await loadKeys(config)),
    mailer:
      deps.mailer ??
      (config.smtpUrl
        ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
        : createOutboxMailer({ dir: path.join(config.dataDir, 'outbox'), from: config.mailFrom })),
    geo:
      deps.geo ??
      (config.geoIpUrl ? createHttpGeoLocator({ urlTemplate: config.geoIpUrl }) : unknownGeoLocator),
    background,
  };

  registerErrorHandling(server);
  await registerSecurity(server, config);
  await server.register(cookie);
  registerRequestAuth(server, services);
  refuseNulCharacters(server);
  await server.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.'),
  });
  await registerOpenApi(server, { publicAppUrl: config.publicAppUrl });

  const forwarder =
    deps.signupForwarder !== undefined
      ? deps.signupForwarder
      : config.signupForwardUrl
        ? createHttpSignupForwarder({ url: config.signupForwardUrl })
        : null;

  await server.register(healthRoutes, { database, isClosing: () => closing });
  await server.register(publicConfigRoutes, { config });
  await server.register(devMonitoringRoutes, { config });
  await server.register(marketingRoutes, {
    signup: { db: database.app, forwarder, background },
    rateLimitPerMinute: config.signupRateLimitPerMinute,
  });
  for (const routes of [
    staffAuthRoutes,
    recoveryRoutes,
    registrationRoutes,
    usersRoutes,
    staffRoutes,
    rolesRoutes,
    auditRoutes,
    patientAccountsRoutes,
    systemAuthRoutes,
    platformRoutes,
    tenantSettingsRoutes,
    notificationsRoutes,
    plansRoutes,
    clinicsRoutes,
    dashboardRoutes,
  ]) {
    await server.register(routes, { services });
  }
  await server.register(mfeRoutes, { storeDir: config.mfeStoreDir });

  if (deps.subscriptionJob !== undefined) {
    const job = createSubscriptionJob({
      database,
      background,
      ...deps.subscriptionJob,
      onResult: (result) => {
        if (result.expired.length > 0 || result.warned.length > 0)
          server.log.info(
            { expired: result.expired.length, warned: result.warned.length },
            'trial job: subscriptions updated',
          );
      },
    });
    server.addHook('onReady', async () => job.start());
    server.addHook('preClose', async () => job.stop());
  }
  await registerWeb(server, { shellDir: config.shellDir, storeDir: config.mfeStoreDir, allowed });

  const drain = () => {
    closing = true;
    return {
      whenIdle: (timeoutMs: number) =>
        new Promise<void>((resolve) => {
          if (inFlight === 0) {
            resolve();
            return;
          }
          const timer = setTimeout(resolve, timeoutMs);
          idleWaiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        }),
    };
  };

  return { server, routes, background, services, drain };
}
