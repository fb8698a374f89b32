import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './email/mailer';
import { createOutboxSms, createTwilioSms, type SmsChannel } from './messaging/sms-channel';
import { createHttpGeoLocator, unknownGeoLocator, type GeoLocator } from './geo/geolocation';
import { registerRequestAuth } from './auth/request-auth';
import type { Services } from './platform/services';
import { loadKeys, type Keys } from './security/secrets';
import { staffAuthRoutes } from './staff-auth/staff-auth.routes';
import { auditRoutes } from './audit/audit.routes';
import { clinicsRoutes } from './clinics/clinics.routes';
import { patientAccountsRoutes } from './patient-accounts/patient-accounts.routes';
import { patientRecordsRoutes } from './patients/patients.routes';
import { appointmentsRoutes } from './appointments/appointments.routes';
import { portalBookingRoutes } from './waitlist/portal-booking.routes';
import { waitlistRoutes } from './waitlist/waitlist.routes';
import { providerNotesRoutes } from './provider-notes/provider-notes.routes';
import { formsRoutes } from './forms/forms.routes';
import { consentsRoutes } from './consents/consents.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { billingRoutes } from './billing/billing.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { integrationsRoutes } from './integrations/integrations.routes';
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
import { patientImportRoutes } from './patients/imports/imports.routes';
import { patientMergeRoutes } from './patients/merge/merge.routes';
import { availabilityRoutes } from './availability/availability.routes';
import { publicBookingRoutes } from './booking/public-booking.routes';
import { embedPageRoutes } from './booking/embed/embed-page.routes';
import { calendarFeedsRoutes } from './calendar-feeds/calendar-feeds.routes';
import { jobHandlers } from './jobs/handlers';
import { openJobQueue, type JobQueue } from './jobs/job-queue';
import { jobsRoutes } from './jobs/jobs.routes';
import path from 'node:path';
import { AppError } from './errors/app-error';
import { registerErrorHandling } from './errors/error-handler';
import { answerClientError, answerFrameworkError } from './errors/framework-errors';
import { healthRoutes } from './health/health.routes';
import { livenessFastPath } from './health/liveness-fast-path';
import { collectAllowedMethods } from './http/allowed-methods';
import { registerOpenApi } from './http/openapi';
import { registerSecurity, securityHeaders } from './http/security';
import { registerJsonBodyParser } from './http/json-body';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { refuseNulCharacters } from './http/text-guard';
import { loggerOptions, requestIdFrom } from './logging/logger-options';
import { RequestLogController } from './logging/request-log';
import { createHttpSignupForwarder, type SignupForwarder } from './marketing/signup-forwarder';
import { marketingRoutes } from './marketing/marketing.routes';
import { mfeRoutes } from './mfe/mfe.routes';
import { publicConfigRoutes } from './public-config/public-config.routes';
import { devMonitoringRoutes } from './dev-monitoring/dev-monitoring.routes';
import { registerWeb } from './web/web.routes';
import { named } from './http/named-plugin';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Tests pass their own; the default posts to SIGNUP_FORWARD_URL when it is set. */
  signupForwarder?: SignupForwarder | null;
  /** false: no logs (tests); a stream: logs go there (tests that read them). */
  logger?: false | { stream: NodeJS.WritableStream };
  /** Tests pass their own; the default follows SMTP_URL (or the development outbox). */
  mailer?: Mailer;
  /** Tests pass their own; the default follows SMS_API_URL (or the development outbox). */
  sms?: SmsChannel;
  geo?: GeoLocator;
  keys?: Keys;
  /**
   * This process works jobs (api/src/jobs): its workers and the cron schedules (the trial job)
   * start when the server is ready and stop on close. The process entry follows JOB_WORKERS;
   * tests leave it off and run the queue with `jobs.drain()`.
   */
  jobWorkers?: boolean;
  /**
   * With `jobWorkers`: the workers start once the server is ready (the default), or, with
   * `'after-listen'`, the process entry starts them itself once it listens, so that a start serves
   * its first request without waiting for some 30 queues' workers (issue 20, bar 26, ADR 068).
   */
  startWorkers?: 'on-ready' | 'after-listen';
  /** A queue to use instead of opening one on the database (tools that never run jobs). */
  jobQueue?: JobQueue;
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
  jobs: JobQueue;
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
  let closing = false;
  const server = Fastify({
    // A plain GET /healthz is answered before the framework (ADR 027).
    serverFactory: livenessFastPath(() => closing),
    logger:
      deps.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(deps.logger ? { stream: deps.logger.stream } : {}) },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    // One line per answered request, none for the probes (ADR 027).
    logController: new RequestLogController(),
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

  let inFlight = 0;
  let idleWaiters: (() => void)[] = [];

  // A callback hook, not an async one: every request runs it, so it saves a promise each.
  const instance = config.instanceName;
  server.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    // Which process answered, when it has a name (the cluster's, ADR 066): no patient data.
    if (instance !== null) void reply.header('X-Clinio-Instance', instance);
    if (closing) {
      void reply.header('Connection', 'close').header('Retry-After', '5');
      void reply
        .status(503)
        .send({ detail: 'The server is restarting. Please try again.', code: 'service_unavailable' });
      return;
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) {
        for (const wake of idleWaiters) wake();
        idleWaiters = [];
      }
    });
    done();
  });

  const forwarder =
    deps.signupForwarder !== undefined
      ? deps.signupForwarder
      : config.signupForwardUrl
        ? createHttpSignupForwarder({ url: config.signupForwardUrl })
        : null;
  const ready: { services?: Services } = {};
  const jobs =
    deps.jobQueue ??
    (await openJobQueue({
      url: database.systemUrl,
      worker: deps.jobWorkers ?? false,
      log: server.log,
      handlers: jobHandlers(
        () => {
          if (!ready.services) throw new Error('A job ran before the services were built');
          return ready.services;
        },
        {
          forwarder,
          onTrialResult: (result) => {
            if (result.expired.length > 0 || result.warned.length > 0)
              server.log.info(
                { expired: result.expired.length, warned: result.warned.length },
                'trial job: subscriptions updated',
              );
          },
        },
      ),
    }));
  server.addHook('onReady', async () => {
    if (deps.jobWorkers && deps.startWorkers !== 'after-listen') await jobs.startWorkers();
  });
  server.addHook('onClose', async () => {
    closing = true;
    await jobs.stop();
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
    sms:
      deps.sms ??
      (config.sms.apiUrl && config.sms.authToken
        ? createTwilioSms({
            apiUrl: config.sms.apiUrl,
            accountSid: config.sms.accountSid,
            authToken: config.sms.authToken,
          })
        : createOutboxSms({
            dir: path.join(config.dataDir, 'sms-outbox'),
            reviewSeconds: config.sms.devReviewSeconds,
          })),
    geo:
      deps.geo ??
      (config.geoIpUrl ? createHttpGeoLocator({ urlTemplate: config.geoIpUrl }) : unknownGeoLocator),
    jobs,
  };
  ready.services = services;

  registerErrorHandling(server);
  await registerSecurity(server, config);
  await server.register(cookie);
  registerRequestAuth(server, services);
  registerJsonBodyParser(server);
  refuseNulCharacters(server);
  await server.register(rateLimit, {
    global: false,
    // Counted in PostgreSQL, so all the processes behind a balancer share each limit (ADR 046).
    store: postgresRateLimitStore(database.app),
    errorResponseBuilder: () =>
      new AppError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.'),
  });
  await registerOpenApi(server, { publicAppUrl: config.publicAppUrl });

  await server.register(named(healthRoutes), { database, isClosing: () => closing });
  await server.register(named(publicConfigRoutes), { config });
  await server.register(named(devMonitoringRoutes), { config });
  await server.register(named(marketingRoutes), {
    signup: { db: database.app, forwarder, jobs },
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
    patientRecordsRoutes,
    systemAuthRoutes,
    platformRoutes,
    jobsRoutes,
    tenantSettingsRoutes,
    notificationsRoutes,
    plansRoutes,
    clinicsRoutes,
    dashboardRoutes,
    patientImportRoutes,
    patientMergeRoutes,
    appointmentsRoutes,
    availabilityRoutes,
    publicBookingRoutes,
    embedPageRoutes,
    calendarFeedsRoutes,
    waitlistRoutes,
    portalBookingRoutes,
    providerNotesRoutes,
    formsRoutes,
    consentsRoutes,
    billingRoutes,
    messagingRoutes,
    analyticsRoutes,
    integrationsRoutes,
  ]) {
    await server.register(named(routes), { services });
  }
  await server.register(named(mfeRoutes), { storeDir: config.mfeStoreDir });

  await registerWeb(server, {
    shellDir: config.shellDir,
    storeDir: config.mfeStoreDir,
    allowed,
    flags: config.flags,
  });

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

  return { server, routes, jobs, services, drain };
}
