import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config/config';
import { embeddedSettingsFrom, startEarly, stopEarly, takeEarly } from './early-postgres';

// The embedded server the entry starts early must be the one the configuration describes, or it
// is not used: the two readings of the environment are compared here on the cases that matter.
describe('the environment read without zod', () => {
  const cases: NodeJS.ProcessEnv[] = [
    {},
    { DATA_DIR: '/srv/clinio' },
    { DATA_DIR: 'data/elsewhere', EMBEDDED_PG_PORT: '5544' },
    { EMBEDDED_PG_SHARED_BUFFERS: '1GB' },
  ];
  it.each(cases)('describes what loadConfig describes for %j', (env) => {
    const config = loadConfig(env);
    expect(config.database.kind).toBe('embedded');
    expect(embeddedSettingsFrom(env)).toEqual({
      dir: config.database.kind === 'embedded' ? config.database.dir : '',
      port: config.database.kind === 'embedded' ? config.database.port : -1,
      sharedBuffers: config.database.kind === 'embedded' ? config.database.sharedBuffers : '',
    });
  });

  it.each([
    { DATABASE_URL: 'postgres://owner@db.example/clinio' },
    { EMBEDDED_PG_PORT: 'five' },
    { EMBEDDED_PG_PORT: '70000' },
    { EMBEDDED_PG_PORT: '' },
    { EMBEDDED_PG_SHARED_BUFFERS: 'lots' },
    { DATA_DIR: '' },
  ])('starts nothing early for %j', (env) => {
    expect(embeddedSettingsFrom(env)).toBeNull();
  });
});

describe('the early start', () => {
  let root: string;
  const env = () => ({ DATA_DIR: root, EMBEDDED_PG_PORT: '0' });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'clinio-early-'));
    await chmod(root, 0o755);
  });
  afterAll(async () => {
    await stopEarly();
    await rm(root, { recursive: true, force: true });
  });

  it('is taken by the start that asks for the same server, with what it logged', async () => {
    await startEarly(env());
    const settings = embeddedSettingsFrom(env());
    if (settings === null) throw new Error('expected the embedded server');
    const messages: string[] = [];
    const server = await takeEarly(settings, (message) => messages.push(message));
    if (server === null) throw new Error('expected the early server');
    try {
      expect(messages.join('\n')).toContain('embedded PostgreSQL listening');
      const client = new pg.Client({ connectionString: server.ownerUrl });
      await client.connect();
      expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
      // Taken once: a second start would start its own.
      expect(await takeEarly(settings, () => undefined)).toBeNull();
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('is stopped, not used, when the configuration asks for another server', async () => {
    await startEarly(env());
    const settings = embeddedSettingsFrom(env());
    if (settings === null) throw new Error('expected the embedded server');
    const slot = (globalThis as Record<symbol, { started: Promise<{ ownerUrl: string }> } | undefined>)[
      Symbol.for('clinio.db.earlyPostgres')
    ];
    const { ownerUrl } = await (slot?.started ?? Promise.reject(new Error('no early start')));
    expect(await takeEarly({ ...settings, sharedBuffers: '32MB' }, () => undefined)).toBeNull();
    const client = new pg.Client({ connectionString: ownerUrl, connectionTimeoutMillis: 2_000 });
    await expect(client.connect()).rejects.toThrow();
  }, 60_000);
});
