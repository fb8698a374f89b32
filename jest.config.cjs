// Unit tests of every browser and shared package; every mfe-* remote is found by its folder, so a
// new remote needs no change here. The API's database tests run on their own
// (api/jest.config.cjs) because they start PostgreSQL.
const { readdirSync } = require('node:fs');

const remotes = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => `<rootDir>/${entry.name}`)
  .sort();

module.exports = {
  // A worker keeps every file's module registry (React, Chakra and each remote's screens): one
  // worker's heap reached 1.7 GB over the 186 files of eight packages. Past 1 GB it is replaced
  // between files, so more remotes do not walk it towards Node's 4 GB limit (see api/jest.config.cjs).
  workerIdleMemoryLimit: '1GB',
  // Jest's default on two cores is one worker and an idle main process: two workers ran the
  // shell's 533 tests in 56 s instead of 73 s.
  maxWorkers: 2,
  // A screen test types and clicks through a whole form: on two loaded cores some took 6-20 s
  // where they take 1 s alone, and 5 s made them fail at random. A test waiting for something that
  // never comes still fails, at 20 s. (Jest reads this here, not from each project's config.)
  testTimeout: 20_000,
  projects: [
    '<rootDir>/shared/contracts',
    '<rootDir>/shared/design-system',
    '<rootDir>/shared/platform',
    '<rootDir>/shell',
    ...remotes,
  ],
};
