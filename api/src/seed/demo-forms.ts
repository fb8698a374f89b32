import { CONSENT_TYPES, type ConsentType, type FormType } from '@clinio/contracts';
import { startWorkflow } from '../appointments/workflow.service';
import type { Database, TenantTx } from '../db/database';
import {
  CONSENT_TEXTS,
  INTAKE_FORM,
  MEDICAL_HISTORY_FIRST_SCHEMA,
  MEDICAL_HISTORY_FORM,
  REQUIRED_CONSENTS,
  historyAnswers,
  intakeAnswers,
} from './demo-forms-content';

/**
 * The demo clinic's forms and consents (issue 16): the intake and medical history forms, the six
 * consent texts, each appointment type's requirements; then, for the next 40 visits (within a
 * week), the paperwork of two visits in three done (forms answered, consents signed) and the third
 * waiting; and Jordan Miller's treatment consent, signed over a year ago, expired. The workflow of
 * those visits starts with their paperwork, so today's calendar shows real progress.
 */
const DAY = 86_400_000;

/** A drawn signature: a pen stroke rendered to PNG once per seed. */
async function signaturePng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90">' +
    '<path d="M10 60 C 40 10, 60 90, 90 45 S 140 20, 160 55 C 175 75, 200 30, 230 50 S 270 70, 290 40" ' +
    'fill="none" stroke="#1a237e" stroke-width="3" stroke-linecap="round"/></svg>';
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

async function addTemplate(
  tx: TenantTx,
  ids: { tenantId: string; clinicId: string; ownerId: string },
  form: { name: string; description: string; schema: object; translations: object },
  extra: { form_type: FormType; appointment_types: string[] },
  createdAt: Date,
  /** An earlier version the answers were given on, and when the current one replaced it. */
  earlier?: { schema: object; replacedAt: Date },
): Promise<string> {
  const { id } = await tx
    .insertInto('form_templates')
    .values({
      tenant_id: ids.tenantId,
      clinic_id: ids.clinicId,
      name: form.name,
      description: form.description,
      form_type: extra.form_type,
      is_required: true,
      appointment_types: extra.appointment_types,
      current_version: earlier ? 2 : 1,
      translations: JSON.stringify(form.translations),
      created_by: ids.ownerId,
      updated_by: ids.ownerId,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = (number: number, schema: object, at: Date) => ({
    tenant_id: ids.tenantId,
    template_id: id,
    version: number,
    name: form.name,
    description: form.description,
    form_schema: JSON.stringify(schema),
    created_by: ids.ownerId,
    created_at: at,
  });
  await tx
    .insertInto('form_template_versions')
    .values(
      earlier
        ? [version(1, earlier.schema, createdAt), version(2, form.schema, earlier.replacedAt)]
        : [version(1, form.schema, createdAt)],
    )
    .execute();
  return id;
}

interface ConsentSeed {
  tenantId: string;
  clinicId: string;
  patientId: string;
  appointmentId: string | null;
  type: ConsentType;
  createdBy: string;
  at: Date;
  signer: { name: string; png: Buffer } | null;
}

async function addConsent(tx: TenantTx, seed: ConsentSeed): Promise<void> {
  const content = CONSENT_TEXTS[seed.type];
  const { id } = await tx
    .insertInto('consents')
    .values({
      tenant_id: seed.tenantId,
      clinic_id: seed.clinicId,
      patient_id: seed.patientId,
      appointment_id: seed.appointmentId,
      consent_type: seed.type,
      consent_text: content.text,
      consent_text_es: content.textEs,
      expires_at: content.validDays === null ? null : new Date(seed.at.getTime() + content.validDays * DAY),
      created_by: seed.createdBy,
      created_at: seed.at,
      updated_at: seed.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (seed.signer === null) return;
  await tx
    .insertInto('consent_signatures')
    .values({
      tenant_id: seed.tenantId,
      consent_id: id,
      signer_name: seed.signer.name,
      method: 'drawn',
      signature_png: seed.signer.png,
      signed_text: '',
      signed_at: new Date(seed.at.getTime() + 60_000),
      user_agent: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) Clinio kiosk',
    })
    .execute();
}

export async function seedDemoForms(
  database: Database,
  tenantId: string,
  options: { now: Date },
): Promise<void> {
  const png = await signaturePng();
  await database.withTenant(tenantId, async (tx) => {
    const [clinic, owner] = await Promise.all([
      tx.selectFrom('clinics').select('id').executeTakeFirst(),
      tx.selectFrom('staff_users').select('id').where('username', '=', 'owner').executeTakeFirst(),
    ]);
    if (clinic === undefined || owner === undefined) return;
    const ids = { tenantId, clinicId: clinic.id, ownerId: owner.id };
    const now = options.now.getTime();
    const intakeId = await addTemplate(
      tx,
      ids,
      INTAKE_FORM,
      { form_type: 'intake', appointment_types: ['general'] },
      new Date(now - 60 * DAY),
    );
    const historyId = await addTemplate(
      tx,
      ids,
      MEDICAL_HISTORY_FORM,
      { form_type: 'medical_history', appointment_types: ['consultation', 'procedure'] },
      new Date(now - 59 * DAY),
      // The clinic added the blood type and pregnancy questions yesterday: the answers so far keep
      // version 1, and the visits still to fill in get version 2 (the builder's history shows both).
      { schema: MEDICAL_HISTORY_FIRST_SCHEMA, replacedAt: new Date(now - DAY) },
    );
    await tx
      .insertInto('consent_templates')
      .values(
        CONSENT_TYPES.map((type) => ({
          tenant_id: tenantId,
          consent_type: type,
          title: CONSENT_TEXTS[type].title,
          consent_text: CONSENT_TEXTS[type].text,
          title_es: CONSENT_TEXTS[type].titleEs,
          consent_text_es: CONSENT_TEXTS[type].textEs,
          valid_days: CONSENT_TEXTS[type].validDays,
        })),
      )
      .execute();
    await tx
      .insertInto('appointment_type_consents')
      .values(
        Object.entries(REQUIRED_CONSENTS).flatMap(([appointmentType, types]) =>
          types.map((type) => ({
            tenant_id: tenantId,
            appointment_type: appointmentType,
            consent_type: type,
          })),
        ),
      )
      .execute();
    await tx
      .insertInto('appointment_type_forms')
      .values({ tenant_id: tenantId, appointment_type: 'procedure', form_template_id: historyId })
      .execute();

    // The next 40 visits (within a week, so a weekend start finds Monday's): two in three have their
    // paperwork done.
    const visits = await tx
      .selectFrom('appointments as a')
      .innerJoin('patients as p', (join) =>
        join.onRef('p.tenant_id', '=', 'a.tenant_id').onRef('p.id', '=', 'a.patient_id'),
      )
      .select([
        'a.id',
        'a.patient_id',
        'a.appointment_type',
        'a.start_time',
        'p.first_name',
        'p.last_name',
        'p.date_of_birth',
      ])
      .where('a.start_time', '>=', new Date(now - 12 * 3_600_000))
      .where('a.start_time', '<', new Date(now + 7 * DAY))
      .where('a.status', 'not in', ['cancelled', 'no_show'])
      .orderBy('a.start_time')
      .limit(40)
      .execute();
    const signedTypes = new Map<string, Set<string>>();
    for (const [i, visit] of visits.entries()) {
      const done = i % 3 !== 2;
      const needs = REQUIRED_CONSENTS[visit.appointment_type] ?? [];
      const at = new Date(Math.min(now, new Date(visit.start_time).getTime()) - 2 * DAY + i * 60_000);
      const held = signedTypes.get(visit.patient_id) ?? new Set<string>();
      for (const type of needs) {
        if (held.has(type)) continue;
        const name = `${visit.first_name} ${visit.last_name}`;
        await addConsent(tx, {
          ...ids,
          patientId: visit.patient_id,
          appointmentId: visit.id,
          type,
          createdBy: owner.id,
          at,
          signer: done ? { name, png } : null,
        });
        if (done) held.add(type);
      }
      signedTypes.set(visit.patient_id, held);
      if (done) {
        const born = visit.date_of_birth as Date | string | null;
        const dob =
          born instanceof Date ? born.toISOString().slice(0, 10) : born === null ? null : born.slice(0, 10);
        const answers = [
          { templateId: intakeId, answers: intakeAnswers({ ...visit, date_of_birth: dob }, i) as object },
        ];
        if (['consultation', 'procedure'].includes(visit.appointment_type))
          answers.push({ templateId: historyId, answers: historyAnswers(i) });
        for (const answer of answers)
          await tx
            .insertInto('form_submissions')
            .values({
              tenant_id: tenantId,
              template_id: answer.templateId,
              version: 1,
              patient_id: visit.patient_id,
              appointment_id: visit.id,
              answers: JSON.stringify(answer.answers),
              submitted_via: i % 2 === 0 ? 'portal' : 'kiosk',
              kiosk_staff_id: i % 2 === 0 ? null : owner.id,
              submitted_at: at,
            })
            .execute();
      }
      await startWorkflow(tx, tenantId, visit.id);
    }

    // Jordan Miller (the portal's patient): a treatment consent signed 400 days ago, now expired.
    const jordan = await tx
      .selectFrom('patients')
      .select('id')
      .where('first_name', '=', 'Jordan')
      .where('last_name', '=', 'Miller')
      .orderBy('created_at')
      .executeTakeFirst();
    if (jordan !== undefined)
      await addConsent(tx, {
        ...ids,
        patientId: jordan.id,
        appointmentId: null,
        type: 'treatment',
        createdBy: owner.id,
        at: new Date(now - 400 * DAY),
        signer: { name: 'Jordan Miller', png },
      });
  });
}
