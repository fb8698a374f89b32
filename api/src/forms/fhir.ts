import { createHash } from 'node:crypto';
import { consentStatus, type ConsentType, type FieldProperty, type FormSchema } from '@clinio/contracts';
import type {
  Consent,
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireResponse,
  QuestionnaireResponseItemAnswer,
  Resource,
} from '@medplum/fhirtypes';
import { registerFhirContributor } from '../patients/fhir-contributors';

/**
 * A patient's forms and consents in their FHIR R4 export (issue 16, ADR 044): each form version
 * answered as a Questionnaire, each submission as a QuestionnaireResponse, each consent as a
 * Consent (its SHA-256 as an identifier once signed). Ids are stable UUIDs.
 */

/** A UUID derived from a name, so the same version always has the same Questionnaire id. */
function uuidOf(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const ITEM_TYPE: Record<FieldProperty['field_type'], QuestionnaireItem['type']> = {
  string: 'string',
  textarea: 'text',
  email: 'string',
  phone: 'string',
  number: 'decimal',
  date: 'date',
  select: 'choice',
  radio: 'choice',
  checkbox: 'boolean',
  boolean: 'boolean',
};

export function questionnaireUrl(templateId: string): string {
  return `urn:uuid:${templateId}`;
}

export function questionnaireResource(input: {
  templateId: string;
  version: number;
  name: string;
  schema: FormSchema;
}): Questionnaire {
  const keys = input.schema.field_order ?? Object.keys(input.schema.properties);
  const required = new Set(input.schema.required);
  return {
    resourceType: 'Questionnaire',
    id: uuidOf(`questionnaire:${input.templateId}:${input.version}`),
    url: questionnaireUrl(input.templateId),
    version: String(input.version),
    title: input.name,
    status: 'active',
    item: keys.flatMap((key): QuestionnaireItem[] => {
      const property = input.schema.properties[key];
      if (!property) return [];
      return [
        {
          linkId: key,
          text: property.title,
          type: ITEM_TYPE[property.field_type],
          ...(required.has(key) ? { required: true } : {}),
          ...(property.enum
            ? { answerOption: property.enum.map((option) => ({ valueString: option })) }
            : {}),
        },
      ];
    }),
  };
}

function answerOf(property: FieldProperty, value: unknown): QuestionnaireResponseItemAnswer | null {
  if (typeof value === 'boolean') return { valueBoolean: value };
  if (typeof value === 'number') return { valueDecimal: value };
  if (typeof value !== 'string' || value === '') return null;
  return property.field_type === 'date' ? { valueDate: value } : { valueString: value };
}

export function questionnaireResponseResource(input: {
  id: string;
  templateId: string;
  version: number;
  patientId: string;
  schema: FormSchema;
  answers: Record<string, unknown>;
  submittedAt: Date;
}): QuestionnaireResponse {
  const keys = input.schema.field_order ?? Object.keys(input.schema.properties);
  return {
    resourceType: 'QuestionnaireResponse',
    id: input.id,
    questionnaire: `${questionnaireUrl(input.templateId)}|${input.version}`,
    status: 'completed',
    subject: { reference: `Patient/${input.patientId}` },
    authored: input.submittedAt.toISOString(),
    item: keys.flatMap((key) => {
      const property = input.schema.properties[key];
      const answer = property ? answerOf(property, input.answers[key]) : null;
      return property && answer ? [{ linkId: key, text: property.title, answer: [answer] }] : [];
    }),
  };
}

const SCOPE: Record<ConsentType, 'patient-privacy' | 'treatment' | 'research'> = {
  hipaa_privacy: 'patient-privacy',
  treatment: 'treatment',
  billing: 'treatment',
  research: 'research',
  photography: 'treatment',
  telemedicine: 'treatment',
};

export function consentResource(input: {
  id: string;
  patientId: string;
  consentType: ConsentType;
  text: string;
  isActive: boolean;
  expiresAt: Date | null;
  createdAt: Date;
  signature: { signedAt: Date; hash: string; signerName: string } | null;
}): Consent {
  const status = consentStatus(
    {
      is_active: input.isActive,
      expires_at: input.expiresAt?.toISOString() ?? null,
      patient_signature: input.signature?.signerName ?? null,
    },
    new Date(),
  );
  return {
    resourceType: 'Consent',
    id: input.id,
    status: status === 'signed' ? 'active' : status === 'pending' ? 'proposed' : 'inactive',
    scope: {
      coding: [
        { system: 'http://terminology.hl7.org/CodeSystem/consentscope', code: SCOPE[input.consentType] },
      ],
      text: input.consentType,
    },
    category: [{ coding: [{ system: 'http://loinc.org', code: '59284-0', display: 'Patient Consent' }] }],
    patient: { reference: `Patient/${input.patientId}` },
    dateTime: (input.signature?.signedAt ?? input.createdAt).toISOString(),
    policyRule: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'OPTIN' }],
    },
    sourceAttachment: {
      contentType: 'text/plain; charset=utf-8',
      data: Buffer.from(input.text, 'utf8').toString('base64'),
      title: input.consentType,
    },
    ...(input.signature
      ? { identifier: [{ system: 'urn:clinio:consent-signature:sha256', value: input.signature.hash }] }
      : {}),
    ...(input.expiresAt ? { provision: { period: { end: input.expiresAt.toISOString() } } } : {}),
  };
}

let registered = false;

/** Adds the forms and consents contributor to the patient export, once per process. */
export function registerFormsFhir(): void {
  if (registered) return;
  registered = true;
  registerFhirContributor('forms_and_consents', async (tx, { patientId }) => {
    const [submissions, consents] = await Promise.all([
      tx
        .selectFrom('form_submissions as s')
        .innerJoin('form_template_versions as v', (join) =>
          join
            .onRef('v.tenant_id', '=', 's.tenant_id')
            .onRef('v.template_id', '=', 's.template_id')
            .onRef('v.version', '=', 's.version'),
        )
        .select([
          's.id',
          's.template_id',
          's.version',
          's.answers',
          's.submitted_at',
          'v.name',
          'v.form_schema',
        ])
        .where('s.patient_id', '=', patientId)
        .orderBy('s.submitted_at')
        .execute(),
      tx
        .selectFrom('consents as c')
        .leftJoin('consent_signatures as s', (join) =>
          join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.consent_id', '=', 'c.id'),
        )
        .select([
          'c.id',
          'c.consent_type',
          'c.consent_text',
          'c.is_active',
          'c.expires_at',
          'c.created_at',
          's.signed_at',
          's.signed_text',
          's.content_hash',
          's.signer_name',
        ])
        .where('c.patient_id', '=', patientId)
        .orderBy('c.created_at')
        .execute(),
    ]);
    const resources: Resource[] = [];
    const versions = new Set<string>();
    for (const row of submissions) {
      const schema = row.form_schema as unknown as FormSchema;
      const version = `${row.template_id}:${row.version}`;
      if (!versions.has(version)) {
        versions.add(version);
        resources.push(
          questionnaireResource({
            templateId: row.template_id,
            version: row.version,
            name: row.name,
            schema,
          }),
        );
      }
      resources.push(
        questionnaireResponseResource({
          id: row.id,
          templateId: row.template_id,
          version: row.version,
          patientId,
          schema,
          answers: row.answers as Record<string, unknown>,
          submittedAt: new Date(row.submitted_at),
        }),
      );
    }
    for (const row of consents)
      resources.push(
        consentResource({
          id: row.id,
          patientId,
          consentType: row.consent_type,
          text: row.signed_text ?? row.consent_text,
          isActive: row.is_active,
          expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
          createdAt: new Date(row.created_at),
          signature:
            row.signed_at === null
              ? null
              : {
                  signedAt: new Date(row.signed_at),
                  hash: row.content_hash ?? '',
                  signerName: row.signer_name ?? '',
                },
        }),
      );
    return resources;
  });
}
