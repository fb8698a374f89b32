import type { TenantTx } from '../db/database';

/** Names of the providers, branches and appointment types a breakdown is keyed by. */
export async function labelsOf(
  tx: TenantTx,
): Promise<Record<'provider' | 'branch' | 'appointment_type', Map<string, string>>> {
  const [providers, branches, types] = await Promise.all([
    tx.selectFrom('staff_users').select(['id', 'first_name', 'last_name', 'username']).execute(),
    tx.selectFrom('branches').select(['id', 'name']).execute(),
    tx.selectFrom('appointment_types').select(['key', 'name']).execute(),
  ]);
  return {
    provider: new Map(
      providers.map((row) => [
        row.id,
        `${row.first_name} ${row.last_name}`.trim() || (row.username ?? row.id),
      ]),
    ),
    branch: new Map(branches.map((row) => [row.id, row.name])),
    appointment_type: new Map(types.map((row) => [row.key, row.name])),
  };
}
