import { agingBucket, type PatientBalance } from '@clinio/contracts';
import { sql } from 'kysely';
import type { StaffContext } from '../auth/staff-guard';
import { notFound } from '../errors/app-error';
import { inScope, staffBranchScope } from '../patients/patients.queries';
import { invoiceQuery, presentSummary } from './invoices.queries';
import { clinicCurrency } from './settings.service';

/** A patient's open balance, split by the age of each invoice since it was issued (0-30 … 90+ days). */
export async function patientBalance(ctx: StaffContext, patientId: string): Promise<PatientBalance> {
  const [patient, scope] = await Promise.all([
    ctx.tx.selectFrom('patients').select(['id', 'branch_id']).where('id', '=', patientId).executeTakeFirst(),
    staffBranchScope(ctx.tx, ctx.principal),
  ]);
  if (patient === undefined || !inScope(patient.branch_id, scope)) throw notFound('Patient not found');
  const rows = await invoiceQuery(ctx.tx)
    .select(sql<number>`(current_date - i.issued_at::date)`.as('age_days'))
    .where('i.patient_id', '=', patientId)
    .where('i.status', 'in', ['issued', 'partially_paid'])
    .execute();
  const aging = { current: 0, days_31_60: 0, days_61_90: 0, days_90_plus: 0 };
  let balance = 0;
  for (const row of rows) {
    const open = presentSummary(row).balance;
    balance += open;
    aging[agingBucket(row.age_days)] += open;
  }
  await ctx.audit({
    action: 'billing.balance_viewed',
    resourceType: 'patient',
    resourceId: patientId,
    branchId: patient.branch_id,
    outcome: 'success',
  });
  return { patient_id: patientId, currency: await clinicCurrency(ctx.tx), balance, aging };
}
