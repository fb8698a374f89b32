import { createHash } from 'node:crypto';
import { canonicalNoteContent, type NoteListResponse, type ProviderNote } from '@clinio/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { buildTrialTenant, signedInStaff } from '../plans/test-fixtures';
import { buildPatient, buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';

/** Provider notes on the real database: drafts, the autosave, signing and its lock, addenda, sharing. */
let ctx: TestContext;
let tenant: ProvisionedTenant;
let provider: Member;
let colleague: Member;
let stranger: Member;
let patientId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database);
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  colleague = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  stranger = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  patientId = (await buildPatient(ctx.db.database, { tenant })).id;
});
afterAll(() => ctx.close());

function call(member: Member, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return ctx.server.inject({ method, url, headers: member.session.headers, ...(payload ? { payload } : {}) });
}

async function draft(member = provider, texts: Record<string, string> = {}): Promise<ProviderNote> {
  const response = await call(member, 'POST', '/api/provider-notes', {
    patient_id: patientId,
    sections: texts,
  });
  expect(response.statusCode).toBe(201);
  return response.json<ProviderNote>();
}

async function signed(
  texts = { subjective: 'Cough for 3 days', plan: 'Fluids, rest' },
): Promise<ProviderNote> {
  const note = await draft(provider, texts);
  const response = await call(provider, 'POST', `/api/provider-notes/${note.id}/sign`, {
    version: note.version,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ProviderNote>();
}

describe('drafts', () => {
  it('starts a SOAP draft and autosaves it version by version', async () => {
    const note = await draft();
    expect(note).toMatchObject({
      status: 'draft',
      template_name: 'SOAP',
      version: 1,
      author_id: provider.id,
    });
    expect(note.sections.map((section) => section.label)).toEqual([
      'Subjective',
      'Objective',
      'Assessment',
      'Plan',
    ]);
    const first = await call(provider, 'PATCH', `/api/provider-notes/${note.id}`, {
      version: 1,
      sections: { subjective: 'Headache since Monday' },
    });
    expect(first.json<ProviderNote>()).toMatchObject({ version: 2 });
    const second = await call(provider, 'PATCH', `/api/provider-notes/${note.id}`, {
      version: 2,
      sections: { objective: 'BP 128/82' },
    });
    const saved = second.json<ProviderNote>();
    expect(saved.version).toBe(3);
    expect(saved.sections.slice(0, 2).map((section) => section.text)).toEqual([
      'Headache since Monday',
      'BP 128/82',
    ]);
  });

  it('refuses a stale version (409) and keeps the newer text', async () => {
    const note = await draft(provider, { subjective: 'new' });
    await call(provider, 'PATCH', `/api/provider-notes/${note.id}`, {
      version: 1,
      sections: { subjective: 'newer' },
    });
    const stale = await call(provider, 'PATCH', `/api/provider-notes/${note.id}`, {
      version: 1,
      sections: { subjective: 'old tab' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', reason: 'version_conflict', version: 2 });
    const read = await call(provider, 'GET', `/api/provider-notes/${note.id}`);
    expect(read.json<ProviderNote>().sections[0]?.text).toBe('newer');
  });

  it('answers a field error for an unknown section, a foreign patient or template, and stores nothing', async () => {
    const before = await call(provider, 'GET', '/api/provider-notes?unsigned=mine&limit=100');
    const cases = [
      { patient_id: patientId, sections: { history: 'x' } },
      { patient_id: (await buildPatient(ctx.db.database)).id },
      { patient_id: patientId, template_id: '00000000-0000-4000-8000-000000000000' },
      { patient_id: patientId, appointment_id: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const payload of cases) {
      const response = await call(provider, 'POST', '/api/provider-notes', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', fields: [expect.any(Object)] });
    }
    const after = await call(provider, 'GET', '/api/provider-notes?unsigned=mine&limit=100');
    expect(after.json<NoteListResponse>().total).toBe(before.json<NoteListResponse>().total);
  });

  it("keeps a draft its author's: a colleague neither sees it nor changes it", async () => {
    const note = await draft(provider, { subjective: 'private until signed' });
    expect((await call(colleague, 'GET', `/api/provider-notes/${note.id}`)).statusCode).toBe(404);
    const patch = await call(colleague, 'PATCH', `/api/provider-notes/${note.id}`, {
      version: 1,
      sections: {},
    });
    expect(patch.statusCode).toBe(404);
    const list = await call(colleague, 'GET', `/api/provider-notes?patient_id=${patientId}&limit=100`);
    expect(list.json<NoteListResponse>().results.map((row) => row.id)).not.toContain(note.id);
  });

  it("lists the caller's unsigned drafts first", async () => {
    await signed();
    const mine = await draft(provider, { plan: 'call back' });
    const list = (await call(provider, 'GET', '/api/provider-notes?limit=100')).json<NoteListResponse>();
    const firstSigned = list.results.findIndex((row) => row.status === 'signed');
    const lastDraft = list.results.map((row) => row.status).lastIndexOf('draft');
    expect(lastDraft).toBeLessThan(firstSigned);
    expect(list.results[0]).toMatchObject({ id: mine.id, is_mine: true, excerpt: 'call back' });
    const unsigned = (
      await call(provider, 'GET', '/api/provider-notes?unsigned=mine&limit=100')
    ).json<NoteListResponse>();
    expect(unsigned.results.every((row) => row.status === 'draft' && row.is_mine)).toBe(true);
    expect(unsigned.total).toBe(unsigned.results.length);
  });
});

describe('signing', () => {
  it('locks the note with signer, time and the sha256 of its canonical content', async () => {
    const note = await signed();
    expect(note).toMatchObject({ status: 'signed', signed_by: provider.id });
    expect(Date.now() - Date.parse(note.signed_at ?? '')).toBeLessThan(60_000);
    const expected = createHash('sha256').update(canonicalNoteContent(note.sections)).digest('hex');
    expect(note.content_hash).toBe(expected);
    const patch = await call(provider, 'PATCH', `/api/provider-notes/${note.id}`, {
      version: note.version,
      sections: { plan: 'changed' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toMatchObject({ reason: 'note_signed' });
    const again = await call(provider, 'POST', `/api/provider-notes/${note.id}/sign`, {
      version: note.version,
    });
    expect(again.statusCode).toBe(409);
  });

  it('has the database itself refuse an UPDATE of a signed note, as the app role and as the owner', async () => {
    const note = await signed();
    const asApp = ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      sql`update provider_notes set sections = '[]' where id = ${note.id}`.execute(tx),
    );
    await expect(asApp).rejects.toThrow(/signed and locked/);
    const owner = new pg.Client({ connectionString: ctx.db.ownerUrl });
    await owner.connect();
    try {
      for (const change of [
        "status = 'draft', signed_at = null, signed_by = null, content_hash = null",
        `content_hash = repeat('0', 64)`,
      ]) {
        await expect(
          owner.query(`update provider_notes set ${change} where id = $1`, [note.id]),
        ).rejects.toThrow(/signed and locked/);
      }
      // Sharing is not part of what was signed.
      await owner.query('update provider_notes set shared_with_patient_at = now() where id = $1', [note.id]);
    } finally {
      await owner.end();
    }
    const read = await call(provider, 'GET', `/api/provider-notes/${note.id}`);
    expect(read.json<ProviderNote>().sections).toEqual(note.sections);
  });

  it('refuses to sign a blank note and leaves it a draft', async () => {
    const blank = await draft();
    const response = await call(provider, 'POST', `/api/provider-notes/${blank.id}/sign`, { version: 1 });
    expect(response.statusCode).toBe(400);
    expect((await call(provider, 'GET', `/api/provider-notes/${blank.id}`)).json<ProviderNote>().status).toBe(
      'draft',
    );
  });

  it('adds addenda only after signing, each signed and dated, and never changes them', async () => {
    const open = await draft(provider, { subjective: 'x' });
    const early = await call(provider, 'POST', `/api/provider-notes/${open.id}/addenda`, {
      text: 'too early',
    });
    expect(early.statusCode).toBe(409);
    const note = await signed();
    const added = await call(colleague, 'POST', `/api/provider-notes/${note.id}/addenda`, {
      text: 'Lab results normal',
    });
    expect(added.statusCode).toBe(200);
    const [addendum] = added.json<ProviderNote>().addenda;
    expect(addendum).toMatchObject({ author_id: colleague.id, text: 'Lab results normal' });
    expect(addendum?.content_hash).toMatch(/^[0-9a-f]{64}$/);
    const change = ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      sql`update provider_note_addenda set text = 'edited' where note_id = ${note.id}`.execute(tx),
    );
    await expect(change).rejects.toThrow(/permission denied/);
    const blank = await call(provider, 'POST', `/api/provider-notes/${note.id}/addenda`, { text: '   ' });
    expect(blank.statusCode).toBe(400);
  });
});

describe('isolation and audit', () => {
  it('answers 404 to another tenant on every note route, with the body of a missing id', async () => {
    const note = await signed();
    const missing = await call(provider, 'GET', '/api/provider-notes/00000000-0000-4000-8000-000000000000');
    const attempts: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object][] = [
      ['GET', `/api/provider-notes/${note.id}`],
      ['PATCH', `/api/provider-notes/${note.id}`, { version: note.version, sections: {} }],
      ['POST', `/api/provider-notes/${note.id}/sign`, { version: note.version }],
      ['POST', `/api/provider-notes/${note.id}/addenda`, { text: 'foreign' }],
      ['POST', `/api/provider-notes/${note.id}/share`],
      ['DELETE', `/api/provider-notes/${note.id}/share`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(stranger, method, url, payload);
      expect({ url, method, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        url,
        method,
        status: 404,
        body: missing.json<unknown>(),
      });
    }
    const list = await call(stranger, 'GET', `/api/provider-notes?patient_id=${patientId}`);
    expect(list.json<NoteListResponse>()).toEqual({ results: [], total: 0 });
    const read = await call(provider, 'GET', `/api/provider-notes/${note.id}`);
    expect(read.json<ProviderNote>()).toMatchObject({ addenda: [], shared_with_patient_at: null });
  });

  it('audits every read and write of a note, never its text', async () => {
    const note = await signed();
    await call(provider, 'GET', `/api/provider-notes/${note.id}`);
    await call(provider, 'GET', `/api/provider-notes?patient_id=${patientId}`);
    const actions = (await auditActions(ctx.db.database, tenant.tenantId)).map((row) => row.action);
    for (const action of [
      'provider_note.created',
      'provider_note.signed',
      'provider_note.viewed',
      'provider_notes.listed',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('moves signed notes to the surviving record of a merge, hash intact, and nothing else may', async () => {
    const owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
    const duplicate = (await buildPatient(ctx.db.database, { tenant })).id;
    const survivor = (await buildPatient(ctx.db.database, { tenant })).id;
    const note = await call(provider, 'POST', '/api/provider-notes', {
      patient_id: duplicate,
      sections: { subjective: 'Seen under the duplicate record' },
    });
    const created = note.json<ProviderNote>();
    const sign = await call(provider, 'POST', `/api/provider-notes/${created.id}/sign`, {
      version: created.version,
    });
    const signedNote = sign.json<ProviderNote>();
    // Outside a merge, the lock still refuses moving a signed note to another patient.
    const move = ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      sql`update provider_notes set patient_id = ${survivor} where id = ${created.id}`.execute(tx),
    );
    await expect(move).rejects.toThrow(/signed and locked/);

    const merged = await call(owner, 'POST', '/api/patients/merge', {
      survivor_id: survivor,
      merged_id: duplicate,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json<{ moved: Record<string, number> }>().moved.provider_notes).toBe(1);
    const after = (await call(provider, 'GET', `/api/provider-notes/${created.id}`)).json<ProviderNote>();
    expect(after).toMatchObject({
      patient_id: survivor,
      status: 'signed',
      content_hash: signedNote.content_hash,
    });
  });

  it('blocks erasing a patient with a signed note', async () => {
    const owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
    const chart = (await call(owner, 'GET', `/api/patients/${patientId}`)).json<{ chart_number: string }>();
    const response = await call(owner, 'POST', `/api/patients/${patientId}/erase`, {
      confirm_chart_number: chart.chart_number,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toMatch(/signed notes/);
  });
});

describe('the plan', () => {
  it("locks every note route of a clinic whose plan lacks Provider Notes, with the spec's sentence", async () => {
    const trial = await buildTrialTenant(ctx.db.database);
    const owner = await signedInStaff(ctx.server, ctx.db.database, trial);
    const response = await ctx.server.inject({
      method: 'GET',
      url: '/api/provider-notes',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'feature_locked',
      detail: 'Provider Notes is available in Essential plan and above. Upgrade to access this feature.',
    });
  });
});

describe('templates', () => {
  it("lists the built-in templates, adds the clinic's own and starts a note from it", async () => {
    const created = await call(provider, 'POST', '/api/note-templates', {
      name: 'Physio follow-up',
      sections: ['Pain today', 'Exercises', 'Next steps'],
    });
    expect(created.statusCode).toBe(201);
    const template = created.json<{ id: string }>();
    const list = await call(provider, 'GET', '/api/note-templates');
    expect(list.json<{ results: { name: string }[] }>().results.map((row) => row.name)).toEqual(
      expect.arrayContaining(['SOAP', 'Quick note', 'Physio follow-up']),
    );
    const duplicate = await call(provider, 'POST', '/api/note-templates', {
      name: 'soap',
      sections: ['A'],
    });
    expect(duplicate.statusCode).toBe(400);
    const note = await call(provider, 'POST', '/api/provider-notes', {
      patient_id: patientId,
      template_id: template.id,
    });
    expect(note.json<ProviderNote>().sections.map((section) => section.label)).toEqual([
      'Pain today',
      'Exercises',
      'Next steps',
    ]);
    const archived = await call(provider, 'PATCH', `/api/note-templates/${template.id}`, {
      archived: true,
    });
    expect(archived.json()).toMatchObject({ archived: true });
    const refused = await call(provider, 'POST', '/api/provider-notes', {
      patient_id: patientId,
      template_id: template.id,
    });
    expect(refused.statusCode).toBe(400);
    const foreign = await call(stranger, 'PATCH', `/api/note-templates/${template.id}`, {
      name: 'Mine',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a second template of the same name outside ASCII as a field error, not a 500', async () => {
    const first = await call(provider, 'POST', '/api/note-templates', { name: 'ÅÉÎ', sections: ['History'] });
    expect(first.statusCode).toBe(201);
    const again = await call(provider, 'POST', '/api/note-templates', { name: 'ÅÉÎ', sections: ['Plan'] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'validation_error', fields: [{ field: 'name' }] });
  });
});
