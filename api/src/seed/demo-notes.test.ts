import { createHash } from 'node:crypto';
import { canonicalNoteContent, NoteSectionContent } from '@clinio/contracts';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { DEMO_TENANT_ID, seedDemoData } from './demo-seed';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.database);
});
afterAll(() => db.drop());

it("gives the demo provider signed notes (one shared with the portal's patient) and drafts", async () => {
  const notes = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .selectFrom('provider_notes as n')
      .innerJoin('patients as p', 'p.id', 'n.patient_id')
      .innerJoin('staff_users as s', 's.id', 'n.author_id')
      .select([
        'p.first_name',
        'n.status',
        'n.sections',
        'n.content_hash',
        'n.shared_with_patient_at',
        's.username',
      ])
      .orderBy('n.created_at')
      .execute(),
  );
  expect(notes.map((note) => [note.first_name, note.status, note.shared_with_patient_at !== null])).toEqual([
    ['Jordan', 'signed', true],
    ['Amara', 'signed', false],
    ['Hana', 'draft', false],
    ['Sofia', 'draft', false],
  ]);
  for (const note of notes.filter((row) => row.status === 'signed')) {
    const sections = z.array(NoteSectionContent).parse(note.sections);
    expect(note.content_hash).toBe(createHash('sha256').update(canonicalNoteContent(sections)).digest('hex'));
  }
  expect(new Set(notes.map((note) => note.username))).toEqual(new Set(['provider']));
  // Every note is of a patient of the provider's own branch: she sees them all.
  const outside = await db.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .selectFrom('provider_notes as n')
      .innerJoin('patients as p', 'p.id', 'n.patient_id')
      .select('n.id')
      .where((eb) =>
        eb('p.branch_id', 'is not', null).and(
          'p.branch_id',
          'not in',
          eb
            .selectFrom('staff_branches as o')
            .select('o.branch_id')
            .whereRef('o.user_id', '=', 'n.author_id'),
        ),
      )
      .execute(),
  );
  expect(outside).toEqual([]);
});
