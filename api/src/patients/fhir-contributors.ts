import type { Resource } from '@medplum/fhirtypes';
import type { TenantTx } from '../db/database';

/**
 * The resources other domains add to a patient's FHIR export (ADR 043, 044): forms add their
 * Questionnaire and QuestionnaireResponse, consents their Consent; invoices will add theirs. A
 * contributor reads in the export's tenant transaction and answers R4 resources whose ids are
 * UUIDs (each becomes a `urn:uuid:` entry) and whose Patient references are `Patient/{id}`.
 */
export type FhirContributor = (
  tx: TenantTx,
  patient: { tenantId: string; patientId: string },
) => Promise<Resource[]>;

const contributors = new Map<string, FhirContributor>();

/** Adds (or replaces, by key) a contributor. Modules call this once, at load. */
export function registerFhirContributor(key: string, contributor: FhirContributor): void {
  contributors.set(key, contributor);
}

/** Every contributor's resources, in registration order. */
export async function fhirContributions(
  tx: TenantTx,
  patient: { tenantId: string; patientId: string },
): Promise<Resource[]> {
  const resources: Resource[] = [];
  for (const contributor of contributors.values()) resources.push(...(await contributor(tx, patient)));
  return resources;
}
