import type { Config } from '../config/config';
import type { Database, Db } from '../db/database';
import type { EmailMessage, Mailer } from '../email/mailer';
import { sealEmail } from '../email/email-job';
import type { GeoLocator } from '../geo/geolocation';
import type { JobQueue } from '../jobs/job-queue';
import type { SmsChannel } from '../messaging/sms-channel';
import type { Keys } from '../security/secrets';

/** What route plugins and services share: one object, built once by buildApp. */
export interface Services {
  config: Config;
  database: Database;
  keys: Keys;
  mailer: Mailer;
  /** SMS: the provider's REST API, or the development outbox (ADR 049). */
  sms: SmsChannel;
  geo: GeoLocator;
  /** The durable job queue (api/src/jobs): work that must survive a restart. */
  jobs: JobQueue;
}

/**
 * Queues an e-mail in `db`, the transaction of the change it announces: it leaves only if that
 * change commits, and survives a restart. A failure to deliver is retried, never shown to the caller.
 */
export async function sendEmail(services: Services, db: Db, message: EmailMessage): Promise<void> {
  await services.jobs.enqueue(db, 'email.send', { sealed: sealEmail(services.keys, message) });
}

/** An absolute link into the web app, for e-mails. */
export function appUrl(services: Services, pathWithQuery: string): string {
  return `${services.config.publicAppUrl}${pathWithQuery}`;
}
