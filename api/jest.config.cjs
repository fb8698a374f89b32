const path = require('node:path');
const { createJestConfig } = require('@clinio/build/jest-preset');

// API tests run against a real PostgreSQL: globalSetup starts one embedded server (or uses
// TEST_DATABASE_URL) and migrates a template database; each test file clones its own copy.
// The packages of many small modules, each one bundled file (src/test/prebundle.ts, built by
// globalSetup): every test file loads them afresh, and one file loads much faster than hundreds.
const bundle = (name) => path.join(__dirname, 'node_modules/.cache/clinio-jest', `${name}.cjs`);

module.exports = {
  ...createJestConfig({ rootDir: __dirname, displayName: 'api', environment: 'node' }),
  moduleNameMapper: {
    '^kysely$': bundle('kysely'),
    '^kysely/helpers/postgres$': bundle('kysely-helpers-postgres'),
    '^pg-boss$': bundle('pg-boss'),
    '^zod$': bundle('zod'),
    '^zod/v4$': bundle('zod'),
    '^zod/v4/core$': bundle('zod-core'),
    '^@clinio/contracts$': bundle('contracts'),
  },
  globalSetup: path.join(__dirname, 'src/test/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src/test/global-teardown.ts'),
  testTimeout: 30_000,
  // Every file loads the whole application into a fresh module registry, and a worker keeps them:
  // one worker reached Node's 4 GB heap after ~130 files. A worker past 1 GB is replaced between
  // files (this also runs the files in a worker process instead of in band).
  workerIdleMemoryLimit: '1GB',
  // Jest's default on two cores is one worker, which leaves a core idle while a file waits on
  // PostgreSQL: two workers took a third off the billing, forms and waitlist files (60 s -> 40 s).
  maxWorkers: 2,
};
