import type { ImportRowsResponse as RowsSchema } from '@clinio/contracts';
import type { z } from 'zod';
import { auditActions, buildMember, type Member } from '../../staff/staff-test-fixtures';
import { buildTenant } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { runPatientImportJob } from './import-job';
import {
  GOOD_AND_BAD,
  insertPatient,
  patientCount,
  readImport,
  setClinicCountry,
  startDraft,
  uploadDraft,
} from './import-test-fixtures';

type ImportRowsResponse = z.infer<typeof RowsSchema>;

let ctx: TestContext;
let owner: Member;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  headers = owner.session.headers;
  await setClinicCountry(ctx.db.database, tenant.tenantId, 'US');
});
afterAll(() => ctx.close());

// The background job of an import; the upload, preview, start and lists: imports.test.ts.
const tenantId = () => owner.tenant.tenantId;

describe('the import job', () => {
  it('imports the good rows, skips the bad ones with the reason, flags duplicates, and reports', async () => {
    const existing = await insertPatient(ctx.db.database, tenantId(), {
      first_name: 'Hal',
      last_name: 'Known',
      phone_number: '+12015550177',
    });
    const file = `${GOOD_AND_BAD}\nHarold,Known,1950-01-01,201-555-0177,,,`;
    const draft = await uploadDraft(ctx.server, headers, file);
    const before = await patientCount(ctx.db.database, tenantId());
    await startDraft(ctx.server, headers, draft);
    await ctx.jobs.drain();

    const done = await readImport(ctx.server, headers, draft.import.id);
    expect(done).toEqual(
      expect.objectContaining({
        status: 'completed',
        total_rows: 9,
        processed_rows: 9,
        // Ana, Ben, Fay (once), Harold
        imported_rows: 4,
        // the four bad rows and Fay's second line
        skipped_rows: 5,
        // Harold (same phone as Hal)
        duplicate_rows: 1,
        error: null,
      }),
    );
    expect(await patientCount(ctx.db.database, tenantId())).toBe(before + 4);

    const rows = await ctx.server.inject({
      method: 'GET',
      url: `/api/patients/imports/${draft.import.id}/rows?limit=100`,
      headers,
    });
    const report = rows.json<ImportRowsResponse>();
    expect(report.total).toBe(6);
    expect(report.results.map((row) => [row.line, row.outcome])).toEqual([
      [4, 'skipped'],
      [5, 'skipped'],
      [6, 'skipped'],
      [7, 'skipped'],
      [9, 'already_imported'],
      [10, 'duplicate'],
    ]);
    expect(report.results[0]?.reason).toBe('First name: First name is required');
    expect(report.results[1]?.reason).toBe('Date of birth: Date of birth cannot be in the future');
    expect(report.results[3]?.reason).toBe('Email: Enter a valid email address');
    expect(report.results[4]?.reason).toBe('Same patient as line 8');
    expect(report.results[5]?.reason).toMatch(/^Looks like P-\d{6} \(same phone number\)/);
    expect(report.results[5]?.patient_id).not.toBe(existing);

    const ana = await ctx.db.database.withTenant(tenantId(), (tx) =>
      tx
        .selectFrom('patients')
        .select(['phone_number', 'allergies', 'postal_code', 'import_fingerprint', 'created_by'])
        .where('email', '=', 'ana@example.test')
        .executeTakeFirstOrThrow(),
    );
    expect(ana).toEqual({
      phone_number: '+12015550123',
      allergies: ['Peanuts', 'Penicillin', 'latex'],
      postal_code: '10001',
      import_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      created_by: owner.id,
    });

    // The file is gone once the job ended; the audit has the steps, never the data.
    const file_ = await ctx.db.database.withTenant(tenantId(), (tx) =>
      tx
        .selectFrom('patient_import_files')
        .select('import_id')
        .where('import_id', '=', draft.import.id)
        .execute(),
    );
    expect(file_).toEqual([]);
    const actions = (await auditActions(ctx.db.database, tenantId(), { resourceId: draft.import.id })).map(
      (row) => row.action,
    );
    expect(actions).toEqual([
      'patient_import.uploaded',
      'patient_import.started',
      'patient_import.finished',
      'patient_import.report_read',
    ]);
    const created = (await auditActions(ctx.db.database, tenantId())).filter(
      (row) => row.action === 'patient.imported',
    );
    expect(created.length).toBeGreaterThanOrEqual(4);

    const csv = await ctx.server.inject({
      method: 'GET',
      url: `/api/patients/imports/${draft.import.id}/report.csv`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="patients-report.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"line","outcome","reason"');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe('"4","skipped","First name: First name is required"');
  });

  it('creates nothing the second time the same file is imported', async () => {
    const file =
      'first_name,last_name,dob,email\nIda,Again,1991-01-01,ida@example.test\nJon,Again,1992-02-02,\n';
    const first = await uploadDraft(ctx.server, headers, file);
    await startDraft(ctx.server, headers, first);
    await ctx.jobs.drain();
    const before = await patientCount(ctx.db.database, tenantId());
    const second = await uploadDraft(ctx.server, headers, file);
    await startDraft(ctx.server, headers, second);
    await ctx.jobs.drain();
    expect(await patientCount(ctx.db.database, tenantId())).toBe(before);
    expect(await readImport(ctx.server, headers, second.import.id)).toEqual(
      expect.objectContaining({ status: 'completed', imported_rows: 0, skipped_rows: 2, processed_rows: 2 }),
    );
    const rows = await ctx.server.inject({
      method: 'GET',
      url: `/api/patients/imports/${second.import.id}/rows`,
      headers,
    });
    const results = rows.json<ImportRowsResponse>().results;
    expect(results.map((row) => row.outcome)).toEqual(['already_imported', 'already_imported']);
    expect(results[0]?.reason).toMatch(/^Already imported as P-\d{6}$/);
    expect(results[0]?.patient_id).toEqual(expect.any(String));
  });

  it('resumes after a crash between batches without creating anything twice', async () => {
    const lines = ['first_name,last_name,date_of_birth'];
    for (let index = 0; index < 230; index += 1)
      lines.push(`Res${index},Ume,1990-01-${String((index % 28) + 1).padStart(2, '0')}`);
    const draft = await uploadDraft(ctx.server, headers, lines.join('\n'));
    const before = await patientCount(ctx.db.database, tenantId());
    await startDraft(ctx.server, headers, draft);
    const data = { tenantId: tenantId(), importId: draft.import.id };
    // The process dies after its second batch of 50 (the job is retried by the queue).
    await expect(
      runPatientImportJob(
        ctx.services,
        data,
        { id: 'probe', attempt: 1 },
        {
          batchSize: 50,
          afterBatch: (processed) => {
            if (processed === 100) throw new Error('crash');
          },
        },
      ),
    ).rejects.toThrow('crash');
    expect(await readImport(ctx.server, headers, draft.import.id)).toEqual(
      expect.objectContaining({ status: 'running', processed_rows: 100, imported_rows: 100 }),
    );
    await runPatientImportJob(ctx.services, data, { id: 'probe', attempt: 2 }, { batchSize: 50 });
    expect(await readImport(ctx.server, headers, draft.import.id)).toEqual(
      expect.objectContaining({
        status: 'completed',
        processed_rows: 230,
        imported_rows: 230,
        skipped_rows: 0,
      }),
    );
    expect(await patientCount(ctx.db.database, tenantId())).toBe(before + 230);
    // The queued job finds the import ended and does nothing.
    await ctx.jobs.drain();
    expect(await patientCount(ctx.db.database, tenantId())).toBe(before + 230);
  });

  it('works in slices: a run that reaches its time queues its continuation', async () => {
    const lines = ['first_name,last_name'];
    for (let index = 0; index < 120; index += 1) lines.push(`Sli${index},Ce`);
    const draft = await uploadDraft(ctx.server, headers, lines.join('\n'));
    await startDraft(ctx.server, headers, draft);
    const data = { tenantId: tenantId(), importId: draft.import.id };
    await runPatientImportJob(ctx.services, data, { id: 'probe', attempt: 1 }, { batchSize: 50, sliceMs: 0 });
    expect(await readImport(ctx.server, headers, draft.import.id)).toEqual(
      expect.objectContaining({ status: 'running', processed_rows: 50 }),
    );
    await ctx.jobs.drain();
    expect(await readImport(ctx.server, headers, draft.import.id)).toEqual(
      expect.objectContaining({ status: 'completed', processed_rows: 120, imported_rows: 120 }),
    );
  });
});

describe('an import that cannot read its file', () => {
  it('ends failed with a plain reason, and keeps nothing half-read', async () => {
    const draft = await uploadDraft(ctx.server, headers, 'first_name,last_name\nLost,File\n');
    await startDraft(ctx.server, headers, draft);
    await ctx.db.database.withTenant(tenantId(), (tx) =>
      tx.deleteFrom('patient_import_files').where('import_id', '=', draft.import.id).execute(),
    );
    await ctx.jobs.drain();
    expect(await readImport(ctx.server, headers, draft.import.id)).toEqual(
      expect.objectContaining({
        status: 'failed',
        error: 'The uploaded file is no longer available.',
        imported_rows: 0,
        finished_at: expect.any(String) as unknown,
      }),
    );
    const actions = (await auditActions(ctx.db.database, tenantId(), { resourceId: draft.import.id })).map(
      (row) => row.action,
    );
    expect(actions).toContain('patient_import.failed');
  });
});
