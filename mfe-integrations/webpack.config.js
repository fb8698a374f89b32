import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@clinio/build/webpack';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createRemoteConfig({
    packageDir,
    configFile: fileURLToPath(import.meta.url),
    name: 'integrations',
    mode: argv.mode ?? 'production',
  });
