import {
  WAITLIST_STATUSES,
  type WaitlistCreate,
  type WaitlistEntry,
  type WaitlistListQuery,
  type WaitlistPage,
  type WaitlistStatus,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { AppError, assertFound } from '../errors/app-error';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import type { Services } from '../platform/services';
import { closeOfferAndHandOn } from './offers';

/** The staff side of the waitlist (ADR 040): list with filters, add, cancel. Every call is audited. */
type ListQuery = z.output<typeof WaitlistListQuery>;

interface FieldProblem {
  field: string;
  message: string;
}

function validation(problems: FieldProblem[]): AppError {
  return new AppError(400, 'validation_error', problems.map((p) => `${p.field}: ${p.message}`).join('; '), {
    fields: problems,
  });
}

function entryQuery(tx: TenantTx) {
  return tx
    .selectFrom('waitlist_entries as w')
    .innerJoin('patients as p', (join) =>
      join.onRef('p.tenant_id', '=', 'w.tenant_id').onRef('p.id', '=', 'w.patient_id'),
    )
    .innerJoin('branches as b', (join) =>
      join.onRef('b.tenant_id', '=', 'w.tenant_id').onRef('b.id', '=', 'w.branch_id'),
    )
    .leftJoin('staff_users as s', (join) =>
      join.onRef('s.tenant_id', '=', 'w.tenant_id').onRef('s.id', '=', 'w.provider_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('waitlist_offers as o')
          .innerJoin('staff_users as os', (join) =>
            join.onRef('os.tenant_id', '=', 'o.tenant_id').onRef('os.id', '=', 'o.provider_id'),
          )
          .select([
            'o.id as offer_id',
            'o.status as offer_status',
            'o.provider_id as offer_provider_id',
            sql<string>`trim(os.first_name || ' ' || os.last_name)`.as('offer_provider_name'),
            'o.start_time as offer_start',
            'o.end_time as offer_end',
            'o.expires_at as offer_expires',
            'o.appointment_id as offer_appointment_id',
          ])
          .whereRef('o.tenant_id', '=', 'w.tenant_id')
          .whereRef('o.entry_id', '=', 'w.id')
          .orderBy('o.created_at', 'desc')
          .limit(1)
          .as('o'),
      (join) => join.onTrue(),
    )
    .select([
      'w.id',
      'w.patient_id',
      sql<string>`trim(p.first_name || ' ' || p.last_name)`.as('patient_name'),
      'w.branch_id',
      'b.name as branch_name',
      'b.timezone',
      'w.appointment_type',
      'w.provider_id',
      sql<
        string | null
      >`case when s.id is null then null else trim(s.first_name || ' ' || s.last_name) end`.as(
        'provider_name',
      ),
      'w.window_start',
      'w.window_end',
      'w.status',
      'w.notes',
      'w.created_at',
      'o.offer_id',
      'o.offer_status',
      'o.offer_provider_id',
      'o.offer_provider_name',
      'o.offer_start',
      'o.offer_end',
      'o.offer_expires',
      'o.offer_appointment_id',
    ]);
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['executeTakeFirstOrThrow']>>;

/** The entry's latest offer (the lateral join's columns are all null when it has none). */
function offerOf(row: EntryRow): WaitlistEntry['offer'] {
  const {
    offer_id: id,
    offer_status: status,
    offer_provider_id: providerId,
    offer_provider_name: name,
  } = row;
  const { offer_start: start, offer_end: end, offer_expires: expires } = row;
  if (id === null || status === null || providerId === null || name === null) return null;
  if (start === null || end === null || expires === null) return null;
  return {
    id,
    status,
    provider_id: providerId,
    provider_name: name,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    expires_at: expires.toISOString(),
    appointment_id: row.offer_appointment_id,
  };
}

function presentEntry(row: EntryRow): WaitlistEntry {
  return {
    id: row.id,
    patient_id: row.patient_id,
    patient_name: row.patient_name,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    timezone: row.timezone,
    appointment_type: row.appointment_type,
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    window_start: row.window_start.toISOString(),
    window_end: row.window_end.toISOString(),
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
    offer: offerOf(row),
  };
}

function statusesOf(text: string | undefined): WaitlistStatus[] {
  if (text === undefined || text.trim() === '') return ['waiting', 'offered'];
  const wanted = text.split(',').map((part) => part.trim());
  const unknown = wanted.filter((status) => !(WAITLIST_STATUSES as readonly string[]).includes(status));
  if (unknown.length > 0) {
    throw validation([{ field: 'status', message: `Use statuses among ${WAITLIST_STATUSES.join(', ')}` }]);
  }
  return wanted as WaitlistStatus[];
}

export async function listWaitlist(ctx: StaffContext, query: ListQuery): Promise<WaitlistPage> {
  const statuses = statusesOf(query.status);
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const filtered = entryQuery(ctx.tx)
    .where('w.status', 'in', statuses)
    .$if(scope !== null, (q) => q.where('w.branch_id', 'in', scope ?? []))
    .$if(query.branch_id !== undefined, (q) => q.where('w.branch_id', '=', query.branch_id ?? ''))
    .$if(query.provider_id !== undefined, (q) => q.where('w.provider_id', '=', query.provider_id ?? ''))
    .$if(query.patient_id !== undefined, (q) => q.where('w.patient_id', '=', query.patient_id ?? ''))
    .$if(query.appointment_type !== undefined, (q) =>
      q.where('w.appointment_type', '=', query.appointment_type ?? ''),
    );
  const [rows, total] = await Promise.all([
    filtered.orderBy('w.created_at').orderBy('w.id').offset(query.skip).limit(query.limit).execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  await ctx.audit({ action: 'waitlist.listed', resourceType: 'waitlist', outcome: 'success' });
  return { results: rows.map(presentEntry), total: Number(total.n) };
}

async function loadEntry(ctx: StaffContext, id: string): Promise<EntryRow> {
  const scope = await staffBranchScope(ctx.tx, ctx.principal);
  const row = await entryQuery(ctx.tx).where('w.id', '=', id).executeTakeFirst();
  return assertFound(row !== undefined && inScope(row.branch_id, scope) ? row : undefined, 'Waitlist entry');
}

async function checkCreate(ctx: StaffContext, body: WaitlistCreate): Promise<void> {
  const problems: FieldProblem[] = [];
  const [patient, branch, type, provider, scope] = await Promise.all([
    ctx.tx
      .selectFrom('patients')
      .select(['id', 'archived_at'])
      .where('id', '=', body.patient_id)
      .executeTakeFirst(),
    ctx.tx.selectFrom('branches').select('id').where('id', '=', body.branch_id).executeTakeFirst(),
    ctx.tx
      .selectFrom('appointment_types')
      .select(['id', 'active'])
      .where('key', '=', body.appointment_type)
      .executeTakeFirst(),
    body.provider_id === null || body.provider_id === undefined
      ? Promise.resolve(null)
      : ctx.tx
          .selectFrom('staff_users')
          .select(['id', 'status'])
          .where('id', '=', body.provider_id)
          .executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined) problems.push({ field: 'patient_id', message: 'Unknown patient' });
  else if (patient.archived_at !== null)
    problems.push({ field: 'patient_id', message: 'This patient is archived: restore the record first' });
  if (branch === undefined) problems.push({ field: 'branch_id', message: 'Unknown branch' });
  else if (!inScope(body.branch_id, scope))
    problems.push({ field: 'branch_id', message: 'Choose one of your branches' });
  if (type === undefined || !type.active)
    problems.push({ field: 'appointment_type', message: 'Unknown appointment type' });
  if (provider === undefined || (provider !== null && provider.status !== 'active')) {
    problems.push({ field: 'provider_id', message: 'Unknown provider' });
  } else if (provider !== null && type !== undefined) {
    const offers = await ctx.tx
      .selectFrom('provider_appointment_types')
      .select('provider_id')
      .where('provider_id', '=', provider.id)
      .where('appointment_type_id', '=', type.id)
      .executeTakeFirst();
    if (offers === undefined)
      problems.push({ field: 'provider_id', message: 'This provider does not offer this type' });
  }
  if (Date.parse(body.window_end) <= Date.now()) {
    problems.push({ field: 'window_end', message: 'The window has already passed' });
  }
  if (problems.length > 0) throw validation(problems);
}

export async function createWaitlistEntry(ctx: StaffContext, body: WaitlistCreate): Promise<WaitlistEntry> {
  await checkCreate(ctx, body);
  const { id } = await ctx.tx
    .insertInto('waitlist_entries')
    .values({
      tenant_id: ctx.principal.tenantId,
      patient_id: body.patient_id,
      branch_id: body.branch_id,
      appointment_type: body.appointment_type,
      provider_id: body.provider_id ?? null,
      window_start: new Date(body.window_start),
      window_end: new Date(body.window_end),
      notes: body.notes ?? '',
      created_by: ctx.principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.audit({
    action: 'waitlist.created',
    resourceType: 'waitlist_entry',
    resourceId: id,
    outcome: 'success',
    branchId: body.branch_id,
  });
  return presentEntry(await loadEntry(ctx, id));
}

/** Cancels a live entry; a pending offer of it ends and its slot goes to the next entry. */
export async function cancelWaitlistEntry(
  services: Services,
  ctx: StaffContext,
  id: string,
): Promise<WaitlistEntry> {
  const entry = await loadEntry(ctx, id);
  if (entry.status === 'waiting' || entry.status === 'offered') {
    const pending = await ctx.tx
      .selectFrom('waitlist_offers')
      .select(['id', 'entry_id', 'branch_id', 'provider_id', 'start_time'])
      .where('entry_id', '=', id)
      .where('status', '=', 'pending')
      .forUpdate()
      .execute();
    await ctx.tx
      .updateTable('waitlist_entries')
      .set({ status: 'cancelled', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    for (const offer of pending) {
      await closeOfferAndHandOn(services, ctx.tx, ctx.principal.tenantId, offer, 'declined');
    }
  } else if (entry.status !== 'cancelled') {
    throw new AppError(
      409,
      'conflict',
      `This entry is ${entry.status}: only a waiting or offered entry can be cancelled.`,
    );
  }
  await ctx.audit({
    action: 'waitlist.cancelled',
    resourceType: 'waitlist_entry',
    resourceId: id,
    outcome: 'success',
    branchId: entry.branch_id,
  });
  return presentEntry(await loadEntry(ctx, id));
}
