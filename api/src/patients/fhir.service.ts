import { FhirBundle } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import { appointmentQuery, presentAppointment } from '../appointments/insert';
import { assertFound } from '../errors/app-error';
import { PATIENT, auditRecord } from './patients.service';
import { loadPatient, staffBranchScope } from './patients.queries';
import { presentPatient } from './present';
import { patientBundle } from './fhir-bundle';
import { fhirContributions } from './fhir-contributors';

/**
 * GET /api/patients/{id}/fhir: the record and its appointments as a FHIR R4 Bundle, for another
 * system or the patient's own copy (ADR 043). Audited as an export; 404 like the chart.
 */
export async function exportPatientFhir(ctx: StaffContext, patientId: string): Promise<FhirBundle> {
  const { tx, principal } = ctx;
  const scope = await staffBranchScope(tx, principal);
  const row = assertFound(await loadPatient(tx, patientId, scope), PATIENT);
  const [appointments, types] = await Promise.all([
    appointmentQuery(tx, principal.tenantId)
      .where('a.patient_id', '=', patientId)
      .orderBy('a.start_time')
      .orderBy('a.id')
      .execute(),
    tx
      .selectFrom('appointment_types')
      .select(['key', 'name'])
      .where('tenant_id', '=', principal.tenantId)
      .execute(),
  ]);
  const extra = await fhirContributions(tx, { tenantId: principal.tenantId, patientId });
  await auditRecord(ctx, 'patient.exported_fhir', row);
  const bundle = patientBundle({
    record: presentPatient(row),
    tenantId: principal.tenantId,
    appointments: appointments.map((appointment) => ({
      ...presentAppointment(appointment),
      branch_name: appointment.branch_name,
    })),
    typeNames: new Map(types.map((type) => [type.key, type.name])),
    extra,
  });
  // The frame checked at the boundary; the resources are typed by @medplum/fhirtypes above.
  return FhirBundle.parse(bundle);
}
