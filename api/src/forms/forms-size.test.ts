import { performance } from 'node:perf_hooks';
import {
  EMPTY_FIELD_DIALOG,
  buildFormSchema,
  fieldFromDialog,
  type FieldDialogValues,
} from '@clinio/contracts';
import { answerProblems } from './answer-validator';
import { documentOf, finish, submissionPdf } from './pdf';

/**
 * Issue 16's figures at size, printed for `pnpm bench --only forms` (which runs this with
 * FORMS_TEST_RUNS=200): the server's validation of a 200-field submission (target p95 <= 5 ms)
 * and its PDF of a three-page form (target p95 <= 300 ms), each beside a bare baseline measured
 * in the same run (a typeof check of each answer; a one-line PDF). `pnpm test` runs it 5 times.
 * What it asserts is the work, never its time: the answers are valid and the PDF has three pages.
 */
const RUNS = Number(process.env.FORMS_TEST_RUNS ?? '5');

const field = (values: Partial<FieldDialogValues> & Pick<FieldDialogValues, 'type' | 'title'>) =>
  fieldFromDialog({ ...EMPTY_FIELD_DIALOG, ...values });

/** 200 fields, of every kind a patient answers, the text ones with a length and a pattern. */
function wideForm() {
  const kinds = ['string', 'number', 'select', 'boolean', 'email', 'date', 'textarea', 'radio'] as const;
  const fields = Array.from({ length: 200 }, (_, index) => {
    const type = kinds[index % kinds.length] ?? 'string';
    const title = `Question ${String(index + 1)}`;
    if (type === 'string')
      return field({ type, title, required: true, maxLength: '80', pattern: '^[A-Za-z ]+$' });
    if (type === 'number') return field({ type, title, minimum: '0', maximum: '500' });
    if (type === 'select' || type === 'radio')
      return field({ type, title, options: 'Never, Sometimes, Often' });
    return field({ type, title });
  });
  const schema = buildFormSchema(fields);
  const sample: Record<string, unknown> = {
    string: 'Alex Patient',
    number: 72,
    select: 'Sometimes',
    radio: 'Often',
    boolean: true,
    email: 'alex@example.test',
    date: '1990-04-12',
    textarea: 'Knee pain after running, worse on stairs.',
  };
  const answers = Object.fromEntries(
    fields.map((item) => [item.key, sample[item.property.field_type] ?? 'x']),
  );
  return { schema, answers };
}

/** A form of 36 questions with two-line answers: three A4 pages. */
function threePageForm() {
  const fields = Array.from({ length: 36 }, (_, index) =>
    field({ type: 'textarea', title: `Describe symptom ${String(index + 1)} and when it started` }),
  );
  const schema = buildFormSchema(fields);
  const answers = Object.fromEntries(
    fields.map((item) => [
      item.key,
      'It began about three weeks ago after a long run; it is worse in the morning and eases ' +
        'with rest, ice and ibuprofen, but comes back on stairs.',
    ]),
  );
  return { schema, answers };
}

async function timed(runs: number, work: () => unknown): Promise<number[]> {
  for (let warm = 0; warm < 3; warm += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const at = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
const ms = (value: number) => value.toFixed(2);

it(`validates a 200-field submission and renders a three-page form's PDF, ${String(RUNS)} times each`, async () => {
  const wide = wideForm();
  expect(Object.keys(wide.schema.properties)).toHaveLength(200);
  expect(answerProblems(wide.schema, wide.answers)).toEqual([]);
  const validation = await timed(RUNS, () => answerProblems(wide.schema, wide.answers));
  const bareCheck = await timed(RUNS, () =>
    Object.entries(wide.answers).every(([key, value]) => key !== '' && typeof value !== 'undefined'),
  );

  const long = threePageForm();
  const input = {
    clinic: { name: 'Demo Family Clinic', primaryColor: '#3e16d0' },
    formName: 'Symptoms in detail',
    version: 1,
    schema: long.schema,
    answers: long.answers,
    patientName: 'Alex Patient',
    submittedAt: new Date('2026-12-01T09:30:00Z'),
    via: 'portal',
  };
  const plain = (await submissionPdf({ ...input, compress: false })).toString('latin1');
  expect(plain.startsWith('%PDF-')).toBe(true);
  expect(plain.match(/\/Type \/Page\b/g)).toHaveLength(3);
  const pdf = await timed(RUNS, () => submissionPdf(input));
  const barePdf = await timed(RUNS, async () => {
    const doc = await documentOf('One line');
    doc.text('One line.');
    return finish(doc);
  });

  console.log(
    `forms at size: ${String(RUNS)} runs; 200-field validation p50 ${ms(at(validation, 0.5))} ms, ` +
      `p95 ${ms(at(validation, 0.95))} ms (bare check p95 ${ms(at(bareCheck, 0.95))} ms); ` +
      `three-page PDF p50 ${ms(at(pdf, 0.5))} ms, p95 ${ms(at(pdf, 0.95))} ms ` +
      `(bare one-line PDF p95 ${ms(at(barePdf, 0.95))} ms)`,
  );
});
