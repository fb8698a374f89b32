import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostConfig } from '@clinio/build/webpack';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createHostConfig({
    packageDir,
    configFile: fileURLToPath(import.meta.url),
    mode: argv.mode ?? 'production',
  });
