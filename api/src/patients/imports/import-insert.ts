import type { AuditActor } from '../../audit/audit';
import type { TenantTx } from '../../db/database';
import type { ImportedPatient } from './row-reader';

/** The import job's writes of records (ADR 033): the multi-row insert and the look-up of earlier runs. */

/** Whose import a batch belongs to. */
export interface ImportOwner {
  tenantId: string;
  branchId: string | null;
  createdBy: string;
}

/** The audit actor of the job: the staff member who started the import, acting through the job. */
export function jobActor(createdBy: string): AuditActor {
  return {
    type: 'staff',
    id: createdBy,
    role: null,
    sessionId: null,
    ip: null,
    userAgent: 'patient import job',
  };
}

/** The multi-row insert; answers fingerprint → new id for the rows it created. */
export async function insertPatients(
  tx: TenantTx,
  state: ImportOwner,
  rows: readonly { patient: ImportedPatient; fingerprint: string }[],
): Promise<Map<string, string>> {
  const created = new Map<string, string>();
  if (rows.length === 0) return created;
  const result = await tx
    .insertInto('patients')
    .values(
      rows.map(({ patient, fingerprint }) => ({
        ...patient,
        tenant_id: state.tenantId,
        branch_id: state.branchId,
        import_fingerprint: fingerprint,
        created_by: state.createdBy,
        updated_by: state.createdBy,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'import_fingerprint'])
        .where('import_fingerprint', 'is not', null)
        .doNothing(),
    )
    .returning(['id', 'import_fingerprint'])
    .execute();
  for (const row of result) if (row.import_fingerprint !== null) created.set(row.import_fingerprint, row.id);
  if (result.length > 0) {
    // Every record created is a write of patient data: one audit row each, never the data.
    const actor = jobActor(state.createdBy);
    await tx
      .insertInto('audit_log')
      .values(
        result.map((row) => ({
          tenant_id: state.tenantId,
          actor_type: actor.type,
          actor_id: actor.id,
          actor_role: actor.role,
          branch_id: state.branchId,
          action: 'patient.imported',
          resource_type: 'patient',
          resource_id: row.id,
          outcome: 'success' as const,
          ip_address: actor.ip,
          user_agent: actor.userAgent,
          session_id: actor.sessionId,
        })),
      )
      .execute();
  }
  return created;
}

/** The records an earlier run (or an earlier import of the same file) created, by fingerprint. */
export async function existingByFingerprint(tx: TenantTx, fingerprints: readonly string[]) {
  const found = new Map<string, { id: string; chart_number: number }>();
  if (fingerprints.length === 0) return found;
  const rows = await tx
    .selectFrom('patients')
    .select(['id', 'chart_number', 'import_fingerprint'])
    .where('import_fingerprint', 'in', fingerprints)
    .execute();
  for (const row of rows) {
    if (row.import_fingerprint !== null)
      found.set(row.import_fingerprint, { id: row.id, chart_number: Number(row.chart_number) });
  }
  return found;
}
