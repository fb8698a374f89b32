import type {
  ImportRowsResponse as RowsSchema,
  PatientImportDraft,
  PatientImportsResponse as ListSchema,
} from '@clinio/contracts';
import type { z } from 'zod';
import { auditActions, buildMember, type Member } from '../../staff/staff-test-fixtures';
import { buildTenant } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { runPatientImportJob } from './import-job';
import {
  insertPatient,
  patientCount,
  readImport,
  setClinicCountry,
  startDraft,
  uploadCsv,
  uploadDraft,
} from './import-test-fixtures';

type ImportRowsResponse = z.infer<typeof RowsSchema>;
type PatientImportsResponse = z.infer<typeof ListSchema>;

let ctx: TestContext;
let owner: Member;
let other: Member;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  other = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  headers = owner.session.headers;
  await setClinicCountry(ctx.db.database, tenant.tenantId, 'US');
});
afterAll(() => ctx.close());

const tenantId = () => owner.tenant.tenantId;

const GOOD_AND_BAD = [
  'First Name,Last Name,DOB,Mobile,E-mail,Allergies,Zip',
  'Ana,Silva,1985-03-14,(201) 555-0123,ana@example.test,Peanuts; Penicillin|latex,10001',
  'Ben,Okafor,07/04/1990,,ben@example.test,,',
  ',Nofirst,1970-01-01,,,,',
  'Cara,Future,2999-01-01,,,,',
  'Dan,Badphone,1980-05-05,12ab,,,',
  'Eve,Bademail,1981-06-06,,not-an-email,,',
  'Fay,Twin,1975-02-02,(201) 555-0199,,,',
  'Fay,Twin,1975-02-02,(201) 555-0199,,,',
].join('\n');

describe('upload', () => {
  it('answers the headers, a guessed mapping and the first rows as mapped, with their errors', async () => {
    const draft = await uploadDraft(ctx.server, headers, GOOD_AND_BAD);
    expect(draft.import).toEqual(
      expect.objectContaining({
        status: 'draft',
        total_rows: 8,
        processed_rows: 0,
        file_name: 'patients.csv',
      }),
    );
    expect(draft.headers).toEqual(['First Name', 'Last Name', 'DOB', 'Mobile', 'E-mail', 'Allergies', 'Zip']);
    expect(draft.mapping).toEqual({
      first_name: 'First Name',
      last_name: 'Last Name',
      date_of_birth: 'DOB',
      phone_number: 'Mobile',
      email: 'E-mail',
      allergies: 'Allergies',
      postal_code: 'Zip',
    });
    expect(draft.preview).toHaveLength(8);
    const byLine = new Map(draft.preview.map((row) => [row.line, row]));
    expect(byLine.get(2)).toEqual(
      expect.objectContaining({
        errors: [],
        possible_duplicate: false,
        values: expect.objectContaining({ first_name: 'Ana' }) as unknown,
      }),
    );
    // US clinic: 07/04/1990 is July 4th and valid.
    expect(byLine.get(3)?.errors).toEqual([]);
    expect(byLine.get(4)?.errors).toEqual([{ field: 'first_name', message: 'First name is required' }]);
    expect(byLine.get(5)?.errors).toEqual([
      { field: 'date_of_birth', message: 'Date of birth cannot be in the future' },
    ]);
    expect(byLine.get(6)?.errors[0]?.field).toBe('phone_number');
    expect(byLine.get(7)?.errors).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
  });

  it('flags preview rows that look like a patient the clinic already has', async () => {
    await insertPatient(ctx.db.database, tenantId(), {
      first_name: 'Gail',
      last_name: 'Existing',
      date_of_birth: '1960-01-01',
    });
    const draft = await uploadDraft(
      ctx.server,
      headers,
      'first_name,last_name,date_of_birth\nGail,Existing,1960-01-01\nGail,Other,1961-01-01\n',
    );
    expect(draft.preview.map((row) => row.possible_duplicate)).toEqual([true, false]);
  });

  it('reads a ";" separated file with a BOM, and day-first dates in a clinic that writes them so', async () => {
    const tenant = await buildTenant(ctx.db.database);
    const member = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
    await setClinicCountry(ctx.db.database, tenant.tenantId, 'GB');
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('Given name;Surname;Birth date;Phone\nJosé;Núñez;14/03/1985;020 7946 0958\n'),
    ]);
    const draft = await uploadDraft(ctx.server, member.session.headers, file);
    expect(draft.headers).toEqual(['Given name', 'Surname', 'Birth date', 'Phone']);
    expect(draft.mapping).toEqual({
      first_name: 'Given name',
      last_name: 'Surname',
      date_of_birth: 'Birth date',
      phone_number: 'Phone',
    });
    expect(draft.preview).toEqual([
      expect.objectContaining({
        line: 2,
        errors: [],
        values: expect.objectContaining({ first_name: 'José' }) as unknown,
      }),
    ]);
    await startDraft(ctx.server, member.session.headers, draft);
    await ctx.jobs.drain();
    const row = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .selectFrom('patients')
        .select([
          'first_name',
          'phone_number',
          (eb) => eb.fn<string>('to_char', [eb.ref('date_of_birth'), eb.val('YYYY-MM-DD')]).as('dob'),
        ])
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ first_name: 'José', phone_number: '+442079460958', dob: '1985-03-14' });
  });

  it('refuses what is not a CSV text with a clear answer, and stores nothing', async () => {
    const before = await ctx.db.database.withTenant(tenantId(), (tx) =>
      tx
        .selectFrom('patient_imports')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]);
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\n', 'utf16le')]);
    const latin1 = Buffer.from('first_name,last_name\nJos\xe9,N\xfa\xf1ez\n', 'latin1');
    const cases: [Buffer | string, number, RegExp][] = [
      [png, 415, /not a CSV file/],
      [xlsx, 415, /Excel/],
      [utf16, 415, /UTF-16/],
      [Buffer.from([0x61, 0x00, 0x62]), 415, /not a text file/],
      [latin1, 400, /not UTF-8/],
      ['', 400, /empty/],
      ['first_name,last_name\n', 400, /no rows/],
      ['first_name,last_name\n"Ana,Silva\n', 400, /never closed/],
    ];
    for (const [content, status, detail] of cases) {
      const response = await uploadCsv(ctx.server, headers, content);
      expect({ status: response.statusCode, detail: response.json<{ detail: string }>().detail }).toEqual({
        status,
        detail: expect.stringMatching(detail) as unknown,
      });
    }
    const json = await ctx.server.inject({
      method: 'POST',
      url: '/api/patients/imports',
      headers,
      payload: { file: 'a,b' },
    });
    expect(json.statusCode).toBe(415);
    const after = await ctx.db.database.withTenant(tenantId(), (tx) =>
      tx
        .selectFrom('patient_imports')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    );
    expect(after.n).toBe(before.n);
  });
});

describe('preview and start', () => {
  let draft: PatientImportDraft;
  beforeAll(async () => {
    draft = await uploadDraft(ctx.server, headers, 'Name A,Name B,Notes\nAna,Silva,x\n');
  });

  it('previews under another mapping, and names a column the file does not have', async () => {
    expect(draft.mapping).toEqual({ notes: 'Notes' });
    const url = `/api/patients/imports/${draft.import.id}/preview`;
    const good = await ctx.server.inject({
      method: 'POST',
      url,
      headers,
      payload: { mapping: { first_name: 'Name A', last_name: 'Name B' } },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json<PatientImportDraft>().preview[0]).toEqual(
      expect.objectContaining({ errors: [], values: { first_name: 'Ana', last_name: 'Silva' } }),
    );
    const missing = await ctx.server.inject({
      method: 'POST',
      url,
      headers,
      payload: { mapping: { first_name: 'Name A', last_name: 'Surname' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(
      expect.objectContaining({
        fields: [{ field: 'mapping.last_name', message: 'The file has no column "Surname"' }],
      }),
    );
    const noNames = await ctx.server.inject({
      method: 'POST',
      url,
      headers,
      payload: { mapping: { notes: 'Notes' } },
    });
    expect(noNames.statusCode).toBe(400);
  });

  it('refuses unknown keys in the body, an unknown branch, and a second start', async () => {
    const url = `/api/patients/imports/${draft.import.id}/start`;
    const mapping = { first_name: 'Name A', last_name: 'Name B' };
    const extra = await ctx.server.inject({
      method: 'POST',
      url,
      headers,
      payload: { mapping, tenant_id: other.tenant.tenantId },
    });
    expect(extra.statusCode).toBe(400);
    const branch = await ctx.server.inject({
      method: 'POST',
      url,
      headers,
      payload: { mapping, branch_id: other.tenant.branchIds[0] },
    });
    expect(branch.statusCode).toBe(400);
    expect(branch.json()).toEqual(
      expect.objectContaining({ fields: [expect.objectContaining({ field: 'branch_id' })] }),
    );
    const started = await ctx.server.inject({
      method: 'POST',
      url,
      headers,
      payload: { mapping, branch_id: owner.tenant.branchIds[0] },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual(
      expect.objectContaining({ status: 'queued', branch_id: owner.tenant.branchIds[0] }),
    );
    const again = await ctx.server.inject({ method: 'POST', url, headers, payload: { mapping } });
    expect(again.statusCode).toBe(409);
    await ctx.jobs.drain();
  });
});

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

describe('lists and isolation', () => {
  it('lists recent imports first, paged', async () => {
    const response = await ctx.server.inject({
      method: 'GET',
      url: '/api/patients/imports?limit=2',
      headers,
    });
    const page = response.json<PatientImportsResponse>();
    expect(page.results).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.results[0]!.created_at >= page.results[1]!.created_at).toBe(true);
  });

  it('answers 404 to another clinic on every import route, and changes nothing', async () => {
    const draft = await uploadDraft(ctx.server, headers, 'first_name,last_name\nKim,Cross\n');
    const id = draft.import.id;
    const requests = [
      { method: 'GET' as const, url: `/api/patients/imports/${id}` },
      { method: 'GET' as const, url: `/api/patients/imports/${id}/rows` },
      { method: 'GET' as const, url: `/api/patients/imports/${id}/report.csv` },
      {
        method: 'POST' as const,
        url: `/api/patients/imports/${id}/preview`,
        payload: { mapping: draft.mapping },
      },
      {
        method: 'POST' as const,
        url: `/api/patients/imports/${id}/start`,
        payload: { mapping: draft.mapping },
      },
    ];
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const request of requests) {
      const theirs = await ctx.server.inject({ ...request, headers: other.session.headers });
      const none = await ctx.server.inject({ ...request, url: request.url.replace(id, missing), headers });
      expect({ url: request.url, status: theirs.statusCode, body: theirs.json<unknown>() }).toEqual({
        url: request.url,
        status: 404,
        body: none.json<unknown>(),
      });
    }
    const listed = await ctx.server.inject({
      method: 'GET',
      url: '/api/patients/imports',
      headers: other.session.headers,
    });
    expect(listed.json<PatientImportsResponse>().results.map((item) => item.id)).not.toContain(id);
    expect(await readImport(ctx.server, headers, id)).toEqual(expect.objectContaining({ status: 'draft' }));
  });
});
