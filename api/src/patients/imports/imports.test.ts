import {
  PATIENT_IMPORT_MAX_BYTES,
  PATIENT_IMPORT_MAX_ROWS,
  type PatientImportDraft,
  type PatientImportsResponse as ListSchema,
} from '@clinio/contracts';
import type { z } from 'zod';
import { buildMember, type Member } from '../../staff/staff-test-fixtures';
import { buildTenant } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  GOOD_AND_BAD,
  insertPatient,
  readImport,
  setClinicCountry,
  startDraft,
  uploadCsv,
  uploadDraft,
} from './import-test-fixtures';

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

  it('refuses a file of more rows or more bytes than the limits, each with its own answer', async () => {
    const count = async () =>
      (
        await ctx.db.database.withTenant(tenantId(), (tx) =>
          tx
            .selectFrom('patient_imports')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow(),
        )
      ).n;
    const before = await count();
    const rows = (n: number) => `first_name,last_name\n${'Ana,Silva\n'.repeat(n)}`;
    const tooMany = await uploadCsv(ctx.server, headers, rows(PATIENT_IMPORT_MAX_ROWS + 1));
    expect({ status: tooMany.statusCode, body: tooMany.json<unknown>() }).toMatchObject({
      status: 400,
      body: { detail: 'file: The file has more than 100,000 rows; split it in parts.' },
    });
    // One byte over the size limit, in few rows (so only the size limit can refuse it).
    const header = 'first_name,last_name\n';
    const row = `Ana,${'x'.repeat(26_000)}\n`;
    const full = header + row.repeat(Math.floor((PATIENT_IMPORT_MAX_BYTES - header.length) / row.length));
    const oversized = full + `Ana,${'y'.repeat(PATIENT_IMPORT_MAX_BYTES - full.length - 4)}\n`;
    expect(Buffer.byteLength(oversized)).toBe(PATIENT_IMPORT_MAX_BYTES + 1);
    const tooLarge = await uploadCsv(ctx.server, headers, oversized);
    expect({ status: tooLarge.statusCode, body: tooLarge.json<unknown>() }).toMatchObject({
      status: 413,
      body: {
        detail: expect.stringMatching(/The file is too large; the limit is 25 MB/) as unknown,
        code: 'payload_too_large',
      },
    });
    expect(await count()).toBe(before);
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
