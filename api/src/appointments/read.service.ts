import {
  APPOINTMENT_STATUSES,
  AppointmentTypeKey,
  placeLocalTime,
  type AppointmentListQuery,
  type AppointmentPage,
  type AppointmentStatus,
  type AppointmentTypeRecord,
  type Appointment,
  type SchedulingResources,
} from '@clinio/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { clinicCurrency } from '../billing/settings.service';
import { notFound } from '../errors/app-error';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { appointmentQuery, loadAppointment, presentAppointment } from './insert';
import { validation, type FieldProblem } from './resolve';

type ListQuery = z.output<typeof AppointmentListQuery>;

const Uuid = z.uuid();
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A comma list of the query (empty items and an empty value ignored), each item checked. */
function commaList(
  value: string | undefined,
  field: string,
  ok: (item: string) => boolean,
  problems: FieldProblem[],
) {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const bad = items.filter((item) => !ok(item));
  if (bad.length > 0) problems.push({ field, message: `Unknown value: ${bad.slice(0, 3).join(', ')}` });
  return items;
}

/** A range bound: an instant with an offset, or a date (local midnight in `zone`). */
function bound(
  value: string | undefined,
  field: string,
  zone: string,
  problems: FieldProblem[],
): Date | null {
  if (value === undefined || value.trim() === '') return null;
  if (DATE.test(value)) {
    try {
      return placeLocalTime(`${value}T00:00`, zone).instant;
    } catch {
      problems.push({ field, message: 'Use a real date' });
      return null;
    }
  }
  const instant = z.iso.datetime({ offset: true }).safeParse(value);
  if (!instant.success) {
    problems.push({ field, message: 'Use a date (YYYY-MM-DD) or an ISO 8601 date and time with an offset' });
    return null;
  }
  return new Date(value);
}

async function zoneFor(tx: TenantTx, branchId: string | undefined): Promise<string> {
  const row = branchId
    ? await tx.selectFrom('branches').select('timezone').where('id', '=', branchId).executeTakeFirst()
    : await tx.selectFrom('clinics').select('timezone').orderBy('created_at').executeTakeFirst();
  return row?.timezone ?? 'UTC';
}

/** GET /api/appointments/: any non-empty filters, in start order, paged; one audit row. */
export async function listAppointments(ctx: StaffContext, query: ListQuery): Promise<AppointmentPage> {
  const { tx, principal } = ctx;
  const problems: FieldProblem[] = [];
  const scope = await staffBranchScope(tx, principal);
  const zone = await zoneFor(tx, query.branch_id);
  const start = bound(query.start, 'start', zone, problems);
  const end = bound(query.end, 'end', zone, problems);
  if (start && end && end <= start)
    problems.push({ field: 'end', message: 'The end must be after the start' });
  const providers = commaList(query.provider_id, 'provider_id', (id) => Uuid.safeParse(id).success, problems);
  const statuses = commaList(
    query.status,
    'status',
    (s) => (APPOINTMENT_STATUSES as readonly string[]).includes(s),
    problems,
  );
  const types = commaList(
    query.appointment_type,
    'appointment_type',
    (t) => AppointmentTypeKey.safeParse(t).success,
    problems,
  );
  if (problems.length > 0) throw validation(problems);

  let base = appointmentQuery(tx, principal.tenantId);
  if (start) base = base.where('a.end_time', '>', start);
  if (end) base = base.where('a.start_time', '<', end);
  if (providers.length > 0) base = base.where('a.provider_id', 'in', providers);
  if (statuses.length > 0) base = base.where('a.status', 'in', statuses as AppointmentStatus[]);
  if (types.length > 0) base = base.where('a.appointment_type', 'in', types);
  if (query.branch_id) base = base.where('a.branch_id', '=', query.branch_id);
  if (query.room_id) base = base.where('a.room_id', '=', query.room_id);
  if (query.patient_id) base = base.where('a.patient_id', '=', query.patient_id);
  if (scope !== null) base = base.where('a.branch_id', 'in', scope);

  const [rows, count] = await Promise.all([
    base.orderBy('a.start_time').orderBy('a.id').offset(query.skip).limit(query.limit).execute(),
    base
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  await ctx.audit({
    action: 'appointments.listed',
    resourceType: 'appointment_list',
    branchId: query.branch_id ?? null,
    outcome: 'success',
  });
  return { results: rows.map(presentAppointment), total: Number(count.n) };
}

/** GET /api/appointments/{id}: audited as a view. */
export async function getAppointment(ctx: StaffContext, id: string): Promise<Appointment> {
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const row = await loadAppointment(ctx.tx, ctx.principal.tenantId, id);
  if (!row || !inScope(row.branch_id, scope)) throw notFound('Appointment not found');
  await ctx.audit({
    action: 'appointment.viewed',
    resourceType: 'appointment',
    resourceId: id,
    branchId: row.branch_id,
    outcome: 'success',
  });
  return presentAppointment(row);
}

/** GET /api/patients/{id}/appointments: the chart's tab, newest first; 404 like the chart. */
export async function listPatientAppointments(
  ctx: StaffContext,
  patientId: string,
  query: Pick<ListQuery, 'skip' | 'limit' | 'status'>,
): Promise<AppointmentPage> {
  const { tx, principal } = ctx;
  const scope = await staffBranchScope(tx, principal);
  const patient = await tx
    .selectFrom('patients')
    .select(['id', 'branch_id'])
    .where('id', '=', patientId)
    .executeTakeFirst();
  if (!patient || !inScope(patient.branch_id, scope)) throw notFound('Patient not found');
  const problems: FieldProblem[] = [];
  const statuses = commaList(
    query.status,
    'status',
    (s) => (APPOINTMENT_STATUSES as readonly string[]).includes(s),
    problems,
  );
  if (problems.length > 0) throw validation(problems);
  let base = appointmentQuery(tx, principal.tenantId).where('a.patient_id', '=', patientId);
  if (statuses.length > 0) base = base.where('a.status', 'in', statuses as AppointmentStatus[]);
  const [rows, count] = await Promise.all([
    base.orderBy('a.start_time', 'desc').orderBy('a.id').offset(query.skip).limit(query.limit).execute(),
    base
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  await ctx.audit({
    action: 'patient.appointments_listed',
    resourceType: 'patient',
    resourceId: patientId,
    branchId: patient.branch_id,
    outcome: 'success',
  });
  return { results: rows.map(presentAppointment), total: Number(count.n) };
}

async function appointmentTypes(tx: TenantTx): Promise<AppointmentTypeRecord[]> {
  const [rows, currency] = await Promise.all([
    tx.selectFrom('appointment_types').selectAll().orderBy('sort_order').orderBy('name').execute(),
    clinicCurrency(tx),
  ]);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    duration_minutes: row.duration_minutes,
    buffer_before_minutes: row.buffer_before_minutes,
    buffer_after_minutes: row.buffer_after_minutes,
    colour: row.colour,
    bookable_online: row.bookable_online,
    price_minor: row.price_minor,
    currency,
    required_consents: row.required_consents,
    required_form_ids: row.required_form_ids,
    telemedicine: row.telemedicine,
    active: row.active,
  }));
}

/** GET /api/appointment-types: the clinic's types, in their order. */
export function listAppointmentTypes(ctx: StaffContext): Promise<AppointmentTypeRecord[]> {
  return appointmentTypes(ctx.tx);
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * GET /api/scheduling/resources: the calendar's columns and hours in one read — the caller's
 * branches with their zone, weekly hours and rooms; the providers (active staff who offer a type
 * or have hours) with their branches and types; the types.
 */
export async function getSchedulingResources(ctx: StaffContext): Promise<SchedulingResources> {
  const { tx, principal } = ctx;
  const scope = await staffBranchScope(tx, principal);
  const [branches, hours, rooms, providers, staffBranches, offered, providerHours, types] = await Promise.all(
    [
      tx.selectFrom('branches').select(['id', 'name', 'timezone']).orderBy('name').execute(),
      tx
        .selectFrom('branch_hours')
        .select(['branch_id', 'weekday', 'opens', 'closes'])
        .orderBy('opens')
        .execute(),
      tx
        .selectFrom('rooms')
        .select(['id', 'name', 'branch_id'])
        .where('active', '=', true)
        .orderBy('name')
        .execute(),
      tx
        .selectFrom('staff_users')
        .select(['id', 'first_name', 'last_name'])
        .where('status', '=', 'active')
        .orderBy('last_name')
        .orderBy('first_name')
        .execute(),
      tx.selectFrom('staff_branches').select(['user_id', 'branch_id']).execute(),
      tx
        .selectFrom('provider_appointment_types as pat')
        .innerJoin('appointment_types as t', (join) =>
          join.onRef('t.tenant_id', '=', 'pat.tenant_id').onRef('t.id', '=', 'pat.appointment_type_id'),
        )
        .select(['pat.provider_id', 't.key'])
        .orderBy('t.sort_order')
        .execute(),
      tx.selectFrom('provider_hours').select(['provider_id', 'branch_id']).distinct().execute(),
      appointmentTypes(tx),
    ],
  );
  const visible = branches.filter((b) => inScope(b.id, scope));
  const visibleIds = new Set(visible.map((b) => b.id));
  return {
    branches: visible.map((branch) => {
      const weekly: Record<string, [string, string][]> = {};
      for (const h of hours.filter((row) => row.branch_id === branch.id)) {
        (weekly[String(h.weekday)] ??= []).push([hhmm(h.opens), hhmm(h.closes)]);
      }
      return {
        id: branch.id,
        name: branch.name,
        timezone: branch.timezone,
        hours: weekly,
        rooms: rooms.filter((r) => r.branch_id === branch.id).map((r) => ({ id: r.id, name: r.name })),
      };
    }),
    providers: providers.flatMap((staff) => {
      const typesOffered = offered.filter((o) => o.provider_id === staff.id).map((o) => o.key);
      const worksAt = new Set([
        ...providerHours.filter((h) => h.provider_id === staff.id).map((h) => h.branch_id),
        ...staffBranches.filter((s) => s.user_id === staff.id).map((s) => s.branch_id),
      ]);
      const isProvider = typesOffered.length > 0 || providerHours.some((h) => h.provider_id === staff.id);
      if (!isProvider) return [];
      return [
        {
          id: staff.id,
          name: `${staff.first_name} ${staff.last_name}`.trim(),
          branch_ids: [...worksAt].filter((id) => visibleIds.has(id)),
          appointment_types: typesOffered,
        },
      ];
    }),
    appointment_types: types,
  };
}
