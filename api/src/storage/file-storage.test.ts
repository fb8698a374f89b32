import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFileStorage, isStorageKey } from './file-storage';

let rootDir: string;
beforeAll(async () => {
  rootDir = await mkdtemp(path.join(tmpdir(), 'clinio-storage-'));
});

describe('local file storage', () => {
  it('puts, gets and deletes files in the tenant’s own folder', async () => {
    const tenantId = randomUUID();
    const storage = createLocalFileStorage({ rootDir, tenantId });
    await storage.put('abc123.webp', Buffer.from('bytes'));
    expect(await readFile(path.join(rootDir, tenantId, 'abc123.webp'), 'utf8')).toBe('bytes');
    expect((await storage.get('abc123.webp'))?.toString()).toBe('bytes');
    expect(await readdir(path.join(rootDir, tenantId))).toEqual(['abc123.webp']);
    await storage.delete('abc123.webp');
    expect(await storage.get('abc123.webp')).toBeNull();
    await expect(storage.delete('abc123.webp')).resolves.toBeUndefined();
  });

  it('keeps tenants apart', async () => {
    const first = createLocalFileStorage({ rootDir, tenantId: randomUUID() });
    const second = createLocalFileStorage({ rootDir, tenantId: randomUUID() });
    await first.put('same.webp', Buffer.from('first'));
    expect(await second.get('same.webp')).toBeNull();
  });

  it('refuses keys that are paths, and a tenant that is not an id', async () => {
    for (const key of [
      '../escape.webp',
      'a/b.webp',
      '/etc/passwd',
      '..',
      '',
      'UPPER.webp',
      'a..b',
      'x.tar.gz',
    ]) {
      expect(isStorageKey(key)).toBe(false);
    }
    const storage = createLocalFileStorage({ rootDir, tenantId: randomUUID() });
    await expect(storage.put('../../escape', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.get('../secrets/app-secret')).rejects.toThrow('Invalid storage key');
    expect(() => createLocalFileStorage({ rootDir, tenantId: '../other' })).toThrow();
  });
});
