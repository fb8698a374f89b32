import { createHash } from 'node:crypto';
import { FormTranslations, keptTranslations, translationCoverage, type FormSchema } from '@clinio/contracts';
import { answerProblems } from '../forms/answer-validator';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { DEMO_TENANT_ID, seedDemoData } from './demo-seed';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.database);
});
afterAll(() => db.drop());

it('gives the demo clinic an intake and a medical history form, the six consent texts and requirements', async () => {
  const [templates, texts, consentRules] = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
    Promise.all([
      tx.selectFrom('form_templates').select(['name', 'form_type']).orderBy('created_at').execute(),
      tx.selectFrom('consent_templates').select('consent_type').execute(),
      tx.selectFrom('appointment_type_consents').select(['appointment_type', 'consent_type']).execute(),
    ]),
  );
  expect(templates).toEqual([
    { name: 'New Patient Intake', form_type: 'intake' },
    { name: 'Medical History', form_type: 'medical_history' },
  ]);
  expect(texts).toHaveLength(6);
  expect(consentRules.length).toBeGreaterThan(5);
});

it('answers every demo form validly, signs consents with a hash the database made, and leaves one expired', async () => {
  const { submissions, signatures, expired } = await db.database.withTenant(DEMO_TENANT_ID, async (tx) => ({
    submissions: await tx
      .selectFrom('form_submissions as s')
      .innerJoin('form_template_versions as v', (join) =>
        join.onRef('v.template_id', '=', 's.template_id').onRef('v.version', '=', 's.version'),
      )
      .select(['s.answers', 'v.form_schema'])
      .execute(),
    signatures: await tx
      .selectFrom('consent_signatures')
      .select(['signed_text', 'signature_png', 'signer_name', 'signed_at', 'content_hash'])
      .execute(),
    expired: await tx
      .selectFrom('consents as c')
      .innerJoin('consent_signatures as s', 's.consent_id', 'c.id')
      .innerJoin('patients as p', 'p.id', 'c.patient_id')
      .select(['p.first_name', 'c.consent_type'])
      .where('c.expires_at', '<', new Date())
      .execute(),
  }));
  expect(submissions.length).toBeGreaterThan(0);
  for (const row of submissions)
    expect(
      answerProblems(row.form_schema as unknown as FormSchema, row.answers as Record<string, unknown>),
    ).toEqual([]);
  expect(signatures.length).toBeGreaterThan(0);
  for (const row of signatures) {
    const zero = Buffer.from([0]);
    const hash = createHash('sha256')
      .update(row.signed_text)
      .update(zero)
      .update(row.signature_png ?? Buffer.alloc(0))
      .update(zero)
      .update(row.signer_name)
      .update(zero)
      .update(new Date(row.signed_at).toISOString())
      .digest('hex');
    expect(row.content_hash).toBe(hash);
  }
  expect(expired).toContainEqual({ first_name: 'Jordan', consent_type: 'treatment' });
});

it('starts the workflow of the coming visits, some complete and some waiting', async () => {
  const workflows = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx.selectFrom('appointment_workflows').select('appointment_id').execute(),
  );
  expect(workflows.length).toBeGreaterThan(0);
});

it('has the demo’s forms and consent texts whole in Spanish (issue 22)', async () => {
  const [templates, texts] = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
    Promise.all([
      tx
        .selectFrom('form_templates as t')
        .innerJoin('form_template_versions as v', (join) =>
          join.onRef('v.template_id', '=', 't.id').onRef('v.version', '=', 't.current_version'),
        )
        .select(['t.translations', 'v.form_schema'])
        .execute(),
      tx.selectFrom('consent_templates').select(['title_es', 'consent_text_es']).execute(),
    ]),
  );
  for (const template of templates) {
    const schema = template.form_schema as unknown as FormSchema;
    const translations = FormTranslations.parse(template.translations);
    // Nothing written for a field the form lacks, and every question and option in Spanish.
    expect(keptTranslations(schema, translations)).toEqual(translations);
    const { done, total } = translationCoverage(schema, translations.es);
    expect(done).toBeGreaterThan(0);
    expect(Object.keys(translations.es?.fields ?? {})).toHaveLength(Object.keys(schema.properties).length);
    expect(total).toBeGreaterThanOrEqual(done);
  }
  expect(texts.every((text) => text.title_es !== '' && text.consent_text_es !== '')).toBe(true);
});

it('keeps the medical history’s answers on version 1, after the clinic added two questions in version 2', async () => {
  const rows = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .selectFrom('form_template_versions as v')
      .innerJoin('form_templates as t', 't.id', 'v.template_id')
      .leftJoin('form_submissions as s', (join) =>
        join.onRef('s.template_id', '=', 'v.template_id').onRef('s.version', '=', 'v.version'),
      )
      .select(['v.version', 't.current_version'])
      .select((eb) => eb.fn.count<string>('s.id').as('answers'))
      .where('t.name', '=', 'Medical History')
      .groupBy(['v.version', 't.current_version'])
      .orderBy('v.version')
      .execute(),
  );
  expect(rows.map((row) => row.version)).toEqual([1, 2]);
  expect(rows[0]?.current_version).toBe(2);
  expect(Number(rows[0]?.answers)).toBeGreaterThan(0);
  expect(Number(rows[1]?.answers)).toBe(0);
});
