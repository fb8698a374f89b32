import type { Queue } from 'pg-boss';

/** The PostgreSQL schema of the job queue (pg-boss's tables and functions). */
export const JOB_SCHEMA = 'pgboss';

/**
 * What each job carries. Ids only, never patient data: a payload that must hold personal data
 * (an e-mail's address and link) is sealed with the application's encryption key (`sealed`), so
 * the job table holds nothing readable.
 */
export interface JobPayloads {
  /** One e-mail, sealed (recipient, subject, bodies). */
  /** `record`: the message-history row of a clinic's e-mail to a patient, marked sent on delivery. */
  'email.send': { sealed: string; record?: { tenantId: string; messageId: string } };
  /** The trial job (expiry and "trial ends soon" notices), on a cron schedule. */
  'trials.check': Record<string, never>;
  /** Forward one launch sign-up to the form service. */
  'signup.forward': { signupId: string };
  /** Files replaced or removed in a tenant's storage, deleted once the change has committed. */
  'files.delete': { tenantId: string; keys: string[] };
  /** Forgot password / username (staff and patients): sealed e-mail address, done after the answer. */
  'recovery.request': { sealed: string };
  /** A patient CSV import (ADR 033): ids only; the file is in patient_import_files. */
  'patients.import': { tenantId: string; importId: string };
  /** A freed appointment time offered to the waitlist (ADR 040): ids and the time as it was. */
  'waitlist.slot_freed': {
    tenantId: string;
    appointmentId: string;
    branchId: string;
    providerId: string;
    start: string;
  };
  /** An offer's hold ends (due at its expiry): a pending offer expires and goes to the next entry. */
  'waitlist.offer_expire': { tenantId: string; offerId: string };
  /** One message (ADR 049), due at its send time: ids only; the row is its idempotency record. */
  'messages.send': { tenantId: string; messageId: string };
  /** A sent campaign's messages made in batches after the send call (campaign-prepare.ts): ids only. */
  'campaigns.prepare': { tenantId: string; campaignId: string };
  /** Reminder rules turned into messages for the visits coming up (every minute). */
  'reminders.schedule': Record<string, never>;
  /** A Google calendar's busy times read again (ADR 055): ids only. */
  'integrations.calendar_sync': { tenantId: string; connectionId: string };
  /** Every connected Google calendar gets a sync job (every five minutes). */
  'integrations.poll': Record<string, never>;
  /** A visit's event and meeting made to match the appointment as it is now (ADR 055). */
  'integrations.visit_sync': { tenantId: string; appointmentId: string };
  /** A revocation the provider did not take at disconnect: the token sealed with the app's key. */
  'integrations.revoke': { provider: 'google_calendar' | 'zoom'; sealed: string };
  /**
   * A number bought at the SMS provider, checked once the purchase's request is long over: if the
   * clinic's transaction did not keep it (the commit failed), it is released at the provider.
   */
  'phone_numbers.reconcile': { tenantId: string; providerSid: string };
  /** A 10DLC brand or campaign sent to the SMS provider (ADR 063): ids only. */
  'a2p.submit': { tenantId: string; kind: 'brand' | 'campaign'; id: string };
  /** The provider's reviews of every pending 10DLC registration read (every ten minutes). */
  'a2p.poll': Record<string, never>;
  /** Every clinic's daily rollup of visits brought up to date (ADR 065). */
  'analytics.rollup': Record<string, never>;
}

export type JobName = keyof JobPayloads;

type QueueOptions = Omit<Queue, 'name'>;

/** Retries with exponential backoff; after the last one the job stays `failed` (dead letter). */
const RETRIED: QueueOptions = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
  // A claim held this long (its process died) goes back to the queue as a retry.
  expireInSeconds: 60,
  // Failed and completed jobs stay visible to the system administrator for 14 days.
  deleteAfterSeconds: 14 * 24 * 3600,
  // No NOTIFY inside the producer's transaction: PostgreSQL serialises the commits of notifying
  // transactions (a global lock held through the WAL flush). The queue wakes the workers itself
  // once the change has committed (job-queue.ts).
  notify: false,
};

/** Every queue with its policy. Created (or updated) by the owner role at start. */
export const QUEUES: Record<JobName, QueueOptions> = {
  'email.send': RETRIED,
  // A schedule tick that finds a run in progress waits for it: one queued and one active at most.
  'trials.check': { ...RETRIED, policy: 'stately', retryLimit: 2 },
  'signup.forward': RETRIED,
  'files.delete': RETRIED,
  'recovery.request': { ...RETRIED, retryLimit: 2 },
  // A run works for at most 20 s and then queues its continuation (import-job.ts), well inside
  // the claim; a retry resumes from the import's committed progress.
  'patients.import': RETRIED,
  'waitlist.slot_freed': RETRIED,
  'waitlist.offer_expire': RETRIED,
  'messages.send': RETRIED,
  // Batches of a thousand; a run queues its continuation after 20 s, inside the claim.
  'campaigns.prepare': RETRIED,
  'reminders.schedule': { ...RETRIED, policy: 'stately', retryLimit: 2 },
  'integrations.calendar_sync': RETRIED,
  'integrations.poll': { ...RETRIED, policy: 'stately', retryLimit: 2 },
  'integrations.visit_sync': RETRIED,
  'integrations.revoke': RETRIED,
  'phone_numbers.reconcile': RETRIED,
  'a2p.submit': RETRIED,
  'a2p.poll': { ...RETRIED, policy: 'stately', retryLimit: 2 },
  'analytics.rollup': { ...RETRIED, policy: 'stately', retryLimit: 2 },
};

export const JOB_NAMES = Object.keys(QUEUES) as JobName[];

/**
 * Recurring jobs, registered by every worker process at start (an upsert: one schedule however
 * many processes). `atStart` also queues one run then; a queue whose policy allows one queued job
 * keeps that to one across processes.
 */
export const SCHEDULES: { name: JobName; cron: string; atStart: boolean }[] = [
  // The trial job, every five minutes in UTC (it was a timer in each process before the queue).
  { name: 'trials.check', cron: '*/5 * * * *', atStart: true },
  // Reminder rules, every minute: a reminder goes out within a minute of its time.
  { name: 'reminders.schedule', cron: '* * * * *', atStart: true },
  // Google calendars' busy times, polled with their sync tokens every five minutes (ADR 055).
  { name: 'integrations.poll', cron: '*/5 * * * *', atStart: false },
  // The provider's 10DLC reviews take days: their outcome is read every ten minutes (ADR 063).
  { name: 'a2p.poll', cron: '*/10 * * * *', atStart: false },
  // The analytics rollup: yesterday closes, and the days changed since are counted again (ADR 065).
  { name: 'analytics.rollup', cron: '*/10 * * * *', atStart: false },
];
