import { z } from 'zod';

/**
 * The FHIR R4 export of a patient (ADR 043): a Bundle of type `collection`. Its resources follow
 * FHIR's own definitions (the API types them with @medplum/fhirtypes); this schema checks only
 * the frame and keeps every field of every resource.
 */
export const FhirResource = z.looseObject({ resourceType: z.string(), id: z.string().optional() });
export type FhirResource = z.infer<typeof FhirResource>;

export const FhirBundle = z.looseObject({
  resourceType: z.literal('Bundle'),
  type: z.string(),
  timestamp: z.string().optional(),
  entry: z
    .array(z.looseObject({ fullUrl: z.string().optional(), resource: FhirResource.optional() }))
    .optional(),
});
export type FhirBundle = z.infer<typeof FhirBundle>;

/** The file name a chart's export is saved as: `P-000123.fhir.json`. */
export const fhirFileName = (chartNumber: string) => `${chartNumber}.fhir.json`;
