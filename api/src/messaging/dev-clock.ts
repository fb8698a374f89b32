import type { Config } from '../config/config';
import { badRequest } from '../errors/app-error';
import { fromMap } from '../http/from-map';
import type { routeHelpers } from '../http/route-helpers';
import { runJobForTenant } from '../jobs/tenant-job';
import type { Services } from '../platform/services';
import { scheduleReminders } from './reminder-schedule';
import { runMessageSendJob } from './send-job';

/** How far the development clock may be moved: past every reminder the rules can make. */
const MAX_AHEAD_MS = 60 * 86_400_000;
/** Messages run per call, oldest due first; a second call runs the rest. */
const BATCH = 200;

/**
 * The development clock (ADR 064) exists outside production and only while texts go to the
 * development outbox: moved forward with a real provider, it would send real texts early.
 */
export function devClockEnabled(config: Config): boolean {
  return config.env !== 'production' && !(config.sms.apiUrl && config.sms.authToken);
}

/**
 * What the queue would do at `until`, now: the reminders the rules make (the minute's job), then
 * each of the clinic's queued messages due by then, through the real send job told that the time
 * is `until` (quiet hours, opt-outs, the visit still standing, exactly once: all as at that time).
 * The queue's own jobs for those messages still come at their real times and find them handled.
 */
export async function runDueMessages(
  services: Services,
  tenantId: string,
  input: { until: string; patient_id?: string | undefined },
): Promise<{ reminders_made: number; messages_run: number }> {
  const until = new Date(input.until);
  const now = Date.now();
  if (until.getTime() < now - 60_000)
    throw badRequest('The clock only moves forward: give a time from now on');
  if (until.getTime() > now + MAX_AHEAD_MS) throw badRequest('The clock moves at most 60 days ahead');
  const made = await runJobForTenant(services.database, tenantId, (tx) =>
    scheduleReminders(services, tx, tenantId),
  );
  const due = await runJobForTenant(services.database, tenantId, (tx) => {
    let query = tx
      .selectFrom('messages')
      .select('id')
      .where('direction', '=', 'outbound')
      .where('status', '=', 'queued')
      .where('send_after', '<=', until);
    if (input.patient_id !== undefined) query = query.where('patient_id', '=', input.patient_id);
    return query.orderBy('send_after').orderBy('id').limit(BATCH).execute();
  });
  for (const { id } of due) {
    await runMessageSendJob(
      services,
      { tenantId, messageId: id },
      { id: 'dev-clock', attempt: 1 },
      until,
    ).catch(
      // A send the queue would retry stays queued; its own job retries it.
      () => undefined,
    );
  }
  return { reminders_made: made, messages_run: due.length };
}

/** `POST /api/dev/messaging/run-due`, registered only where the development clock is allowed. */
export function registerDevClock(routes: ReturnType<typeof routeHelpers>, services: Services): void {
  if (!devClockEnabled(services.config)) return;
  routes.staff(
    {
      ...fromMap('runDueMessages', { errors: [400, 401, 403, 429], status: 200 }),
      permission: 'reminders_manage',
      feature: 'reminders',
      tags: ['messaging'],
      rateLimit: { max: 30, timeWindow: '1 minute' },
      summary: "Development only: run the clinic's queued messages as if the clock read `until` (ADR 064)",
      audit: (input) => ({
        action: 'messages.dev_clock_run',
        resourceType: input.body.patient_id === undefined ? 'tenant' : 'patient',
        resourceId: input.body.patient_id ?? null,
        outcome: 'success',
        changedFields: ['until'],
      }),
    },
    (ctx, { body }) => runDueMessages(services, ctx.principal.tenantId, body),
  );
}
