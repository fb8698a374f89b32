import { consentStatus, type Consent } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';

/** Reads of consents (issue 16): a consent, its patient's branch and its signature. */

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function consentQuery(tx: TenantTx) {
  return tx
    .selectFrom('consents as c')
    .innerJoin('patients as p', (join) =>
      join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.patient_id'),
    )
    .leftJoin('consent_signatures as s', (join) =>
      join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.consent_id', '=', 'c.id'),
    )
    .select([
      'c.id',
      'c.clinic_id',
      'c.patient_id',
      'c.appointment_id',
      'c.consent_type',
      'c.consent_text',
      'c.consent_text_es',
      'c.is_required',
      'c.appointment_types',
      'c.expires_at',
      'c.notes',
      'c.is_active',
      'c.created_at',
      'c.updated_at',
      'p.branch_id as patient_branch_id',
      's.signer_name',
      's.method as signature_method',
      's.signed_at',
      's.content_hash',
      's.signed_locale',
      sql<boolean>`s.signature_png is not null`.as('has_image'),
    ]);
}

export type ConsentRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof consentQuery>['executeTakeFirst']>>
>;

export function isSigned(row: ConsentRow): boolean {
  return row.signed_at !== null;
}

export function presentConsent(row: ConsentRow, now = new Date()): Consent {
  const expiresAt = row.expires_at === null ? null : iso(row.expires_at);
  const signature =
    row.signed_at === null
      ? null
      : {
          signer_name: row.signer_name ?? '',
          signed_at: iso(row.signed_at),
          method: row.signature_method ?? 'typed',
          content_hash: row.content_hash ?? '',
          has_image: row.has_image,
          locale: row.signed_locale === 'es' ? ('es' as const) : ('en' as const),
        };
  const patientSignature = signature?.signer_name ?? null;
  return {
    id: row.id,
    patient_id: row.patient_id,
    clinic_id: row.clinic_id,
    appointment_id: row.appointment_id,
    consent_type: row.consent_type,
    consent_text: row.consent_text,
    consent_text_es: row.consent_text_es,
    is_required: row.is_required,
    appointment_types: row.appointment_types,
    expires_at: expiresAt,
    patient_signature: patientSignature,
    notes: row.notes,
    is_active: row.is_active,
    status: consentStatus(
      { is_active: row.is_active, expires_at: expiresAt, patient_signature: patientSignature },
      now,
    ),
    signature,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
