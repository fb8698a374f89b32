import type { ENDPOINTS } from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { assertFound } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import type { Services } from '../platform/services';
import { clinicMessaging, queueMessage } from './message-store';
import { toE164 } from './phone';
import { templateProblems } from './templates.service';
import { renderTemplate, type TemplateValues } from './templates';

type MessagesQuery = z.output<(typeof ENDPOINTS)['listMessages']['query']>;
type SendInput = z.output<(typeof ENDPOINTS)['sendMessage']['body']>;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

interface Row {
  id: string;
  direction: 'outbound' | 'inbound';
  channel: 'email' | 'sms';
  patient_id: string | null;
  first_name: string | null;
  last_name: string | null;
  to_address: string;
  subject: string;
  body: string;
  status: string;
  failure_reason: string | null;
  urgent: boolean;
  send_after: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  rule_id: string | null;
  campaign_id: string | null;
  appointment_id: string | null;
  created_at: Date;
}

function present(row: Row) {
  const { first_name, last_name, ...rest } = row;
  return {
    ...rest,
    status: row.status as 'queued',
    patient_name: first_name === null ? null : `${first_name} ${last_name ?? ''}`.trim(),
    send_after: row.send_after.toISOString(),
    sent_at: iso(row.sent_at),
    delivered_at: iso(row.delivered_at),
    created_at: row.created_at.toISOString(),
  };
}

function selectMessages(ctx: StaffContext) {
  return ctx.tx
    .selectFrom('messages as m')
    .leftJoin('patients as p', 'p.id', 'm.patient_id')
    .select([
      'm.id',
      'm.direction',
      'm.channel',
      'm.patient_id',
      'p.first_name',
      'p.last_name',
      'm.to_address',
      'm.subject',
      'm.body',
      'm.status',
      'm.failure_reason',
      'm.urgent',
      'm.send_after',
      'm.sent_at',
      'm.delivered_at',
      'm.rule_id',
      'm.campaign_id',
      'm.appointment_id',
      'm.created_at',
    ]);
}

/** The message history, newest first, by channel, status, direction, patient, campaign and date. */
export async function listMessages(ctx: StaffContext, query: MessagesQuery) {
  let list = selectMessages(ctx);
  if (query.channel) list = list.where('m.channel', '=', query.channel);
  if (query.status) list = list.where('m.status', '=', query.status);
  if (query.direction) list = list.where('m.direction', '=', query.direction);
  if (query.patient_id) list = list.where('m.patient_id', '=', query.patient_id);
  if (query.campaign_id) list = list.where('m.campaign_id', '=', query.campaign_id);
  if (query.from) list = list.where('m.created_at', '>=', new Date(`${query.from}T00:00:00Z`));
  if (query.to)
    list = list.where(
      'm.created_at',
      '<',
      new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000),
    );
  const [rows, count] = await Promise.all([
    list
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    list
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  await ctx.audit({ action: 'messages.listed', resourceType: 'message', outcome: 'success' });
  return { items: rows.map(present), total: Number(count.n), page: query.page, page_size: query.page_size };
}

/** One message with its delivery timeline (audited as a view). */
export async function getMessage(ctx: StaffContext, id: string) {
  const row = assertFound(await selectMessages(ctx).where('m.id', '=', id).executeTakeFirst(), 'Message');
  const events = await ctx.tx
    .selectFrom('message_events')
    .select(['status', 'detail', 'occurred_at'])
    .where('message_id', '=', id)
    .orderBy('occurred_at')
    .execute();
  await ctx.audit({ action: 'message.viewed', resourceType: 'message', resourceId: id, outcome: 'success' });
  return {
    ...present(row),
    events: events.map((event) => ({ ...event, occurred_at: event.occurred_at.toISOString() })),
  };
}

/**
 * A message to one patient now (or at the end of the quiet hours unless urgent), from a template or
 * written here; queued like every other message.
 */
export async function sendMessage(services: Services, ctx: StaffContext, input: SendInput) {
  const patient = await ctx.tx
    .selectFrom('patients')
    .select(['id', 'first_name', 'last_name', 'phone_number', 'email', 'branch_id'])
    .where('id', '=', input.patient_id)
    .where('merged_into', 'is', null)
    .executeTakeFirst();
  // Another clinic's patient reads as unknown, like a missing one.
  if (patient === undefined) throw validationError([{ field: 'patient_id', message: 'No such patient' }]);
  let { subject, body } = input;
  if (input.template_id !== undefined) {
    const template = await ctx.tx
      .selectFrom('message_templates')
      .select(['channel', 'subject', 'body'])
      .where('id', '=', input.template_id)
      .executeTakeFirst();
    if (template === undefined || template.channel !== input.channel)
      throw validationError([{ field: 'template_id', message: `No such ${input.channel} template` }]);
    ({ subject, body } = template);
  }
  if (body.trim() === '') throw validationError([{ field: 'body', message: 'Required' }]);
  const problems = templateProblems({ channel: input.channel, subject, body });
  if (problems.length > 0) throw validationError(problems);
  const to =
    input.channel === 'sms' ? toE164(patient.phone_number) : patient.email.trim().toLowerCase() || null;
  if (to === null)
    throw validationError([
      {
        field: 'channel',
        message:
          input.channel === 'sms'
            ? 'The patient has no valid mobile number'
            : 'The patient has no e-mail address',
      },
    ]);
  const clinic = await clinicMessaging(ctx.tx);
  const values: TemplateValues = {
    patient_first_name: patient.first_name,
    patient_last_name: patient.last_name,
    clinic_name: clinic.clinicName,
  };
  const queued = await queueMessage(
    services,
    ctx.tx,
    ctx.principal.tenantId,
    {
      channel: input.channel,
      patientId: patient.id,
      branchId: patient.branch_id,
      to,
      subject: renderTemplate(subject, values),
      body: renderTemplate(body, values),
      due: new Date(),
      urgent: input.urgent,
      templateId: input.template_id ?? null,
      createdBy: ctx.principal.userId,
    },
    clinic,
  );
  const id = assertFound(queued, 'Message').id;
  return present(assertFound(await selectMessages(ctx).where('m.id', '=', id).executeTakeFirst(), 'Message'));
}

/**
 * Who opted out of the clinic's messages: every address, or (for the chart) the patient's current
 * mobile number and e-mail address.
 */
export async function listOptOuts(ctx: StaffContext, patientId: string | undefined) {
  let query = ctx.tx
    .selectFrom('message_opt_outs')
    .select(['channel', 'address', 'source', 'opted_out_at'])
    .orderBy('opted_out_at', 'desc')
    .limit(500);
  if (patientId !== undefined) {
    const patient = await ctx.tx
      .selectFrom('patients')
      .select(['phone_number', 'email'])
      .where('id', '=', patientId)
      .executeTakeFirst();
    if (patient === undefined) throw validationError([{ field: 'patient_id', message: 'No such patient' }]);
    const addresses = [toE164(patient.phone_number), patient.email.trim().toLowerCase()].filter(
      (address): address is string => address !== null && address !== '',
    );
    if (addresses.length === 0) return { items: [] };
    query = query.where('address', 'in', addresses);
  }
  const rows = await query.execute();
  return { items: rows.map((row) => ({ ...row, opted_out_at: row.opted_out_at.toISOString() })) };
}
