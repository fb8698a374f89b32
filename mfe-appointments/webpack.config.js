import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@clinio/build/webpack';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default async (_env, argv) => {
  const config = await createRemoteConfig({
    packageDir,
    configFile: fileURLToPath(import.meta.url),
    name: 'appointments',
    mode: argv.mode ?? 'production',
  });
  // react-big-calendar's style sheets arrive as text and are rendered in a <style> element by the
  // calendar itself (ADR 038): no style-loader, no extra file, nothing the CSP's style-src refuses.
  config.module.rules.push({ test: /\.css$/, type: 'asset/source' });
  return config;
};
