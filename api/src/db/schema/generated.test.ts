import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { allowedValues, generatedTypesFile, readSchema, renderSchema } from '../schema-codegen';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('Kysely types generated from the migrations (ADR 026)', () => {
  it('match the migrated schema exactly: run `pnpm db:types` after changing a migration', async () => {
    const client = new pg.Client({ connectionString: db.ownerUrl });
    await client.connect();
    let expected: string;
    try {
      expected = renderSchema(await readSchema(client));
    } finally {
      await client.end();
    }
    const committed = await readFile(generatedTypesFile(), 'utf8');
    // Line by line, so a failure names the tables and columns that drifted.
    expect(committed.split('\n')).toEqual(expected.split('\n'));
  });

  it('would notice a column the migrations add, drop or change', () => {
    const column = {
      name: 'status',
      type: 'text',
      isArray: false,
      nullable: false,
      hasDefault: true,
      alwaysGenerated: false,
      allowed: ['active', 'suspended'],
    };
    const before = renderSchema([{ name: 'probes', columns: [column] }]);
    expect(before).toContain("export type ProbesStatus = 'active' | 'suspended';");
    expect(before).toContain('  status: Generated<ProbesStatus>;');
    expect(
      renderSchema([{ name: 'probes', columns: [{ ...column, allowed: null, nullable: true }] }]),
    ).toContain('  status: Generated<string | null>;');
    const stamp = { ...column, name: 'at', type: 'timestamptz', hasDefault: false, allowed: null };
    expect(renderSchema([{ name: 'probes', columns: [stamp] }])).toContain(
      '  at: ColumnType<Date, Date | string, Date | string>;',
    );
    expect(() => renderSchema([{ name: 'probes', columns: [{ ...column, type: 'point' }] }])).toThrow(
      /probes\.status \(point\)/,
    );
  });

  it('reads a union only from a plain `column in (…)` check', () => {
    expect(allowedValues('plan', "CHECK ((plan = ANY (ARRAY['trial'::text, 'pro'::text])))")).toEqual([
      'trial',
      'pro',
    ]);
    expect(allowedValues('plan', 'CHECK ((length(plan) <= 10))')).toBeNull();
    expect(allowedValues('plan', "CHECK ((other = ANY (ARRAY['a'::text])))")).toBeNull();
    expect(allowedValues('code', "CHECK ((code ~ '^[A-Z]{2}$'::text))")).toBeNull();
  });
});
