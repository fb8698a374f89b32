import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config';

/** Keys derived from the one application secret, each for one purpose. */
export interface Keys {
  accessToken: Uint8Array;
  encryption: Buffer;
  csrf: Buffer;
  urlSigning: Buffer;
}

function derive(secret: string, purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'clinio', purpose, length));
}

/**
 * APP_SECRET, or for local use a random secret kept in DATA_DIR/secrets/app-secret (0600), so
 * tokens survive restarts on the developer's machine. Production refuses to start without it.
 */
export async function loadKeys(config: Config): Promise<Keys> {
  let secret = config.appSecret;
  if (secret === null) {
    const file = path.join(config.dataDir, 'secrets', 'app-secret');
    secret = await readFile(file, 'utf8').then(
      (value) => value.trim(),
      () => '',
    );
    if (secret === '') {
      secret = randomBytes(48).toString('base64url');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${secret}\n`, { mode: 0o600 });
    }
  }
  return keysFromSecret(secret);
}

export function keysFromSecret(secret: string): Keys {
  return {
    accessToken: new Uint8Array(derive(secret, 'access-token')),
    encryption: derive(secret, 'encryption'),
    csrf: derive(secret, 'csrf'),
    urlSigning: derive(secret, 'url-signing'),
  };
}
