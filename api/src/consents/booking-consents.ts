import {
  CONSENT_TYPES,
  consentTypesToSign,
  type ConsentType,
  type PublicBookingConfig,
  type PublicBookingRequest,
} from '@clinio/contracts';
import type { AuditActor } from '../audit/audit';
import { writeAudit } from '../audit/audit';
import type { TenantTx } from '../db/database';
import { consentRequired } from './consent-needs.service';
import { consentQuery, presentConsent } from './consents.queries';
import { insertSignature } from './consents.service';
import { shownTextMatches } from './signature-image';

/**
 * Re-consent on the public booking page (issue 16, "Re-consent before booking"; ADR 061). The page
 * shows the clinic's text of every consent the chosen type requires and books only with each
 * signed by a typed name. It asks whoever books, matched or new: an anonymous page is never told
 * whether the e-mail and date of birth belong to a patient who already holds a consent. A type's
 * consents without a clinic text are signed at the desk, as in the portal.
 */

const order = (type: string) => CONSENT_TYPES.indexOf(type as ConsentType);

/** The texts the online types require, each with the types that require it (the page's config). */
export async function onlineConsentTexts(
  tx: TenantTx,
  tenantId: string,
): Promise<PublicBookingConfig['consents']> {
  const rows = await tx
    .selectFrom('appointment_type_consents as r')
    .innerJoin('consent_templates as t', (join) =>
      join.onRef('t.tenant_id', '=', 'r.tenant_id').onRef('t.consent_type', '=', 'r.consent_type'),
    )
    .innerJoin('appointment_types as a', (join) =>
      join.onRef('a.tenant_id', '=', 'r.tenant_id').onRef('a.key', '=', 'r.appointment_type'),
    )
    .select([
      't.consent_type',
      't.title',
      't.consent_text',
      't.title_es',
      't.consent_text_es',
      'r.appointment_type',
    ])
    .where('r.tenant_id', '=', tenantId)
    .where('a.active', '=', true)
    .where('a.bookable_online', '=', true)
    .orderBy('a.sort_order')
    .execute();
  const byType = new Map<string, PublicBookingConfig['consents'][number]>();
  for (const row of rows) {
    const entry = byType.get(row.consent_type) ?? {
      consent_type: row.consent_type,
      title: row.title,
      consent_text: row.consent_text,
      title_es: row.title_es,
      consent_text_es: row.consent_text_es,
      appointment_types: [],
    };
    entry.appointment_types.push(row.appointment_type);
    byType.set(row.consent_type, entry);
  }
  return [...byType.values()].sort((a, b) => order(a.consent_type) - order(b.consent_type));
}

export interface BookingConsentText {
  consent_type: ConsentType;
  title: string;
  consent_text: string;
  consent_text_es: string;
  valid_days: number | null;
  signer_name: string;
  /** The language of the text the page showed: its text is the one signed. */
  locale: 'en' | 'es';
}

/**
 * The consents a booking of this type must carry, with the name each was signed with; refuses
 * (409 `consent_required`, the portal's answer) a booking that lacks any of them.
 */
export async function signedBookingConsents(
  tx: TenantTx,
  appointmentType: string,
  signatures: NonNullable<PublicBookingRequest['consents']>,
): Promise<BookingConsentText[]> {
  const texts = await tx
    .selectFrom('appointment_type_consents as r')
    .innerJoin('consent_templates as t', (join) =>
      join.onRef('t.tenant_id', '=', 'r.tenant_id').onRef('t.consent_type', '=', 'r.consent_type'),
    )
    .select(['t.consent_type', 't.title', 't.consent_text', 't.consent_text_es', 't.valid_days'])
    .where('r.appointment_type', '=', appointmentType)
    .execute();
  texts.sort((a, b) => order(a.consent_type) - order(b.consent_type));
  const signed = (type: string) => signatures.find((item) => item.consent_type === type);
  const nameOf = (type: string) => signed(type)?.signer_name;
  // Unsigned, or signed on a text the clinic has changed since the page showed it: asked again.
  const unsigned = texts.filter(
    (text) =>
      !nameOf(text.consent_type) ||
      !shownTextMatches(text, signed(text.consent_type)?.locale, signed(text.consent_type)?.text_sha256),
  );
  if (unsigned.length > 0) throw consentRequired(unsigned.map((text) => text.title));
  return texts.map((text) => ({
    ...text,
    consent_type: text.consent_type,
    signer_name: nameOf(text.consent_type) ?? '',
    locale: signed(text.consent_type)?.locale ?? 'en',
  }));
}

/**
 * The signatures of a booking, on the patient's record: a consent from the clinic's text, signed
 * by the typed name, from the page's address and browser (neither a login nor a staff member), for
 * each type the patient does not already hold signed today. Audited as the anonymous caller.
 */
export async function recordBookingConsents(
  tx: TenantTx,
  target: { tenantId: string; clinicId: string; patientId: string; branchId: string },
  texts: readonly BookingConsentText[],
  actor: AuditActor,
): Promise<void> {
  if (texts.length === 0) return;
  const now = new Date();
  const held = (await consentQuery(tx).where('c.patient_id', '=', target.patientId).execute()).map((row) =>
    presentConsent(row, now),
  );
  const toSign = new Set(
    consentTypesToSign(
      texts.map((text) => text.consent_type),
      held,
      now,
    ),
  );
  for (const text of texts) {
    if (!toSign.has(text.consent_type)) continue;
    const { id } = await tx
      .insertInto('consents')
      .values({
        tenant_id: target.tenantId,
        clinic_id: target.clinicId,
        patient_id: target.patientId,
        consent_type: text.consent_type,
        consent_text: text.consent_text,
        consent_text_es: text.consent_text_es,
        expires_at: text.valid_days === null ? null : new Date(now.getTime() + text.valid_days * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertSignature(
      tx,
      id,
      { signerName: text.signer_name, png: null, locale: text.locale },
      { tenantId: target.tenantId, ip: actor.ip, userAgent: actor.userAgent, staffId: null, loginId: null },
    );
    await writeAudit(tx, target.tenantId, actor, {
      action: 'consent.signed',
      resourceType: 'consent',
      resourceId: id,
      outcome: 'success',
      branchId: target.branchId,
    });
  }
}
