import type { PatientAccessEntry, PatientAccessResponse } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { assertFound } from '../errors/app-error';
import type { GeoLocator } from '../geo/geolocation';
import { actionLabel, roleLabel } from './access-labels';
import { loadPatient, staffBranchScope } from './patients.queries';
import { PATIENT, auditRecord } from './patients.service';

/** The chart's Access log: who viewed or changed a record, when, and from where (audit rows). */
const geoCache = new Map<string, string | null>();
const GEO_CACHE_MAX = 1_000;

/** "Lisbon, Portugal" from the geo adapter (cached per process), or null when unknown. */
async function placeOf(geo: GeoLocator, ip: string | null): Promise<string | null> {
  if (ip === null || ip === '') return null;
  const cached = geoCache.get(ip);
  if (cached !== undefined) return cached;
  const found = await geo.locate(ip);
  const parts = [found.city, found.country].filter((part) => part !== '' && part !== 'Unknown');
  const place = parts.length > 0 ? parts.join(', ') : null;
  if (geoCache.size >= GEO_CACHE_MAX) geoCache.clear();
  geoCache.set(ip, place);
  return place;
}

function actorName(row: { actor_type: string; first_name: string | null; last_name: string | null }): string {
  if (row.actor_type === 'staff') {
    const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
    return name === '' ? 'A former staff member' : name;
  }
  if (row.actor_type === 'patient') return 'The patient';
  if (row.actor_type === 'system_admin') return 'Clinio support';
  return 'Someone not signed in';
}

/** GET /api/patients/{id}/access-log: who viewed or changed the record, when and from where. */
export async function listPatientAccess(
  ctx: StaffContext,
  geo: GeoLocator,
  patientId: string,
  page: { skip: number; limit: number },
): Promise<PatientAccessResponse> {
  const { tx, principal } = ctx;
  const scope = await staffBranchScope(tx, principal);
  const patient = assertFound(await loadPatient(tx, patientId, scope), PATIENT);
  const base = tx
    .selectFrom('audit_log as a')
    .where('a.tenant_id', '=', principal.tenantId)
    .where('a.resource_type', '=', 'patient')
    .where('a.resource_id', '=', patientId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('staff_users as u', (join) =>
        join.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.actor_id'),
      )
      .select([
        'a.at',
        'a.action',
        'a.actor_type',
        'a.actor_role',
        'a.ip_address',
        'a.outcome',
        'a.changed_fields',
        'u.first_name',
        'u.last_name',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const places = new Map<string, string | null>();
  await Promise.all(
    [...new Set(rows.map((row) => row.ip_address).filter((ip): ip is string => ip !== null))].map(
      async (ip) => places.set(ip, await placeOf(geo, ip)),
    ),
  );
  const results: PatientAccessEntry[] = rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    action: row.action,
    action_label: actionLabel(row.action, row.changed_fields),
    actor_type: row.actor_type,
    actor_name: actorName(row),
    actor_role: row.actor_type === 'staff' ? roleLabel(row.actor_role) : null,
    ip_address: row.ip_address,
    location: row.ip_address === null ? null : (places.get(row.ip_address) ?? null),
    outcome: row.outcome,
  }));
  await auditRecord(ctx, 'patient.access_log_viewed', patient);
  return { results, total: Number(count.n) };
}
