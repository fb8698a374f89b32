import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { runJobForTenant, systemJobHandle } from '../jobs/tenant-job';
import type { Services } from '../platform/services';
import { clinicMessaging, queueMessage, recordEvent } from './message-store';
import { visitValues } from './visit-values';
import { toE164 } from './phone';
import { patientAccountLocale } from '../i18n/recipient-locale';
import { renderTemplate } from './templates';
import { textFor } from './templates.service';

/** How far ahead reminders are made (and shown as queued in the history). */
const HORIZON_DAYS = 14;
/** Reminders made per clinic and run; the rest come a minute later. */
const BATCH = 500;

/**
 * The `reminders.schedule` job (every minute): for each clinic with active rules, cancels the
 * queued reminders of visits cancelled or moved, then makes the reminders now within the horizon
 * (ADR 049). A reminder is unique per rule, visit and visit time, so it is made once however often
 * this runs, and a moved visit gets new ones for its new time.
 */
export async function runReminderScheduleJob(services: Services): Promise<void> {
  const tenants = await systemJobHandle(services.database)
    .selectFrom('reminder_rules')
    .select('tenant_id')
    .distinct()
    .where('is_active', '=', true)
    .execute();
  for (const { tenant_id: tenantId } of tenants) {
    await runJobForTenant(services.database, tenantId, (tx) => scheduleReminders(services, tx, tenantId));
  }
}

interface Candidate {
  rule_id: string;
  template_id: string;
  appointment_id: string;
  start_time: Date;
  due: Date;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  subject_es: string;
  body_es: string;
  patient_id: string;
  branch_id: string;
}

export async function scheduleReminders(
  services: Services,
  tx: TenantTx,
  tenantId: string,
  now: Date = new Date(),
): Promise<number> {
  const stale = await sql<{ id: string }>`
    update messages m set status = 'cancelled', failure_reason = 'The visit was cancelled or moved', updated_at = now()
      from appointments a
     where m.rule_id is not null and m.status = 'queued' and a.id = m.appointment_id
       and (a.status in ('cancelled', 'no_show') or a.start_time <> m.appointment_start)
    returning m.id`.execute(tx);
  for (const { id } of stale.rows)
    await recordEvent(tx, tenantId, id, 'cancelled', 'The visit was cancelled or moved');

  const horizon = new Date(now.getTime() + HORIZON_DAYS * 86_400_000);
  const candidates = await sql<Candidate>`
    select * from (
      select r.id as rule_id, r.template_id, a.id as appointment_id, a.start_time, t.channel, t.subject, t.body, t.subject_es, t.body_es,
             a.patient_id, a.branch_id, a.created_at as booked_at, r.created_at as rule_at, r.trigger, a.status,
             case r.trigger
               when 'before' then a.start_time - make_interval(mins => r.offset_minutes)
               when 'on_booking' then a.created_at
               else a.end_time + make_interval(mins => r.offset_minutes)
             end as due
        from reminder_rules r
        join message_templates t on t.id = r.template_id and t.is_active
        join appointments a on (r.appointment_type is null or a.appointment_type = r.appointment_type)
       where r.is_active
         -- Only visits a rule can reach now (offsets are at most 30 days): the calendar's index.
         and a.start_time > ${now}::timestamptz - interval '31 days'
         and a.start_time < ${horizon}::timestamptz + interval '31 days'
    ) c
     where c.due <= ${horizon}
       -- Never for a time before the visit was booked or the rule was made (no back-fill).
       and c.due >= greatest(c.booked_at, c.rule_at) - interval '1 minute'
       and (case when c.trigger = 'after' then c.status not in ('cancelled', 'no_show')
                 else c.status in ('booked', 'confirmed') and c.start_time > ${now} end)
       and not exists (select 1 from messages m
                        where m.rule_id = c.rule_id and m.appointment_id = c.appointment_id
                          and m.appointment_start = c.start_time)
     order by c.due
     limit ${BATCH}`.execute(tx);

  const clinic = await clinicMessaging(tx);
  let made = 0;
  for (const candidate of candidates.rows) {
    // The patient's language (their account's choice): the template's Spanish text when it has one.
    const text = textFor(candidate, await patientAccountLocale(tx, candidate.patient_id));
    const visit = await visitValues(tx, candidate.appointment_id, clinic, services, text.locale);
    if (visit === null) continue;
    const to = candidate.channel === 'sms' ? toE164(visit.phone) : visit.email.trim().toLowerCase() || null;
    const base = {
      channel: candidate.channel,
      patientId: candidate.patient_id,
      branchId: candidate.branch_id,
      subject: renderTemplate(text.subject, visit.values),
      body: renderTemplate(text.body, visit.values),
      templateId: candidate.template_id,
      ruleId: candidate.rule_id,
      appointmentId: candidate.appointment_id,
      appointmentStart: candidate.start_time,
    };
    const due = candidate.due.getTime() < now.getTime() ? now : candidate.due;
    if (to === null) {
      const reason = candidate.channel === 'sms' ? 'No valid mobile number' : 'No e-mail address';
      const message = {
        ...base,
        to: (visit.phone || visit.email || '(none)').slice(0, 254),
        due,
        urgent: false,
      };
      await queueMessage(
        services,
        tx,
        tenantId,
        { ...message, skipped: { status: 'undeliverable', reason } },
        clinic,
      );
      continue;
    }
    if (await queueMessage(services, tx, tenantId, { ...base, to, due, urgent: false }, clinic)) made += 1;
  }
  return made;
}
