import path from 'node:path';
import { MONITORING_SETTINGS, parseErrorReportingDsn } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { badRequest } from '../errors/app-error';
import { parseEnvelope } from './envelope';
import { createJsonlFile } from './jsonl-file';
import { fromMap } from '../http/from-map';
import { publicRoutes } from '../http/route-helpers';

/** Envelope header and item header lines on top of the largest event the browser sends. */
const ENVELOPE_MAX_BYTES = MONITORING_SETTINGS.maxPayloadBytes + 8 * 1024;
const EVENT_MAX_BYTES = 16 * 1024;
const FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Per client address: a page load sends a page view and five web vitals at most. */
const rateLimit = { max: 120, timeWindow: '1 minute' };

/**
 * ADR 019's stand-in for the two monitoring providers, for development and the browser tests: it
 * speaks their protocols under DEV_MONITORING_PREFIX and appends what it receives to
 * DATA_DIR/monitoring/{errors,analytics}.jsonl. What arrives is already scrubbed by the browser;
 * nothing of it is logged. Registered only when the configuration asks for it (ADR 019).
 */
export const devMonitoringRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  if (!config.monitoring.devReceiver) return;
  const dir = path.join(config.dataDir, 'monitoring');
  const errors = createJsonlFile({ file: path.join(dir, 'errors.jsonl'), maxBytes: FILE_MAX_BYTES });
  const analytics = createJsonlFile({ file: path.join(dir, 'analytics.jsonl'), maxBytes: FILE_MAX_BYTES });

  // Envelopes arrive as application/x-sentry-envelope (or text/plain from some SDKs); both are
  // read as text, in this plugin only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    ['application/x-sentry-envelope', 'text/plain'],
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, body);
    },
  );

  const routes = publicRoutes(app);
  routes.public(
    {
      ...fromMap('receiveErrorEnvelope', { errors: [400, 413, 415, 429] }),
      rateLimit,
      bodyLimit: ENVELOPE_MAX_BYTES,
      tags: ['platform'],
      summary: 'Development only: receives error reports in the envelope format',
    },
    async (request) => {
      const envelope = typeof request.body === 'string' ? parseEnvelope(Buffer.from(request.body)) : null;
      if (envelope === null) throw badRequest('The body is not an envelope');
      const { dsn } = envelope.header;
      const project = typeof dsn === 'string' ? parseErrorReportingDsn(dsn)?.projectId : undefined;
      if (project !== request.params.projectId) throw badRequest('The envelope names another project');
      if (envelope.items.length === 0) throw badRequest('The envelope has no item');
      await errors.append({
        receivedAt: new Date().toISOString(),
        projectId: project,
        header: envelope.header,
        items: envelope.items,
      });
      const eventId = envelope.header.event_id;
      return { id: typeof eventId === 'string' ? eventId : null };
    },
  );

  routes.public(
    {
      ...fromMap('receiveAnalyticsEvent', { errors: [400, 413, 415, 429], status: 202 }),
      rateLimit,
      bodyLimit: EVENT_MAX_BYTES,
      tags: ['platform'],
      summary: 'Development only: receives web-analytics events (page views, web vitals)',
    },
    async (request, reply) => {
      await analytics.append({ receivedAt: new Date().toISOString(), ...request.body });
      return reply.status(202).type('text/plain; charset=utf-8').send('ok');
    },
  );
};
