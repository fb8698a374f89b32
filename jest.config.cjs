// Unit tests of every browser and shared package; every mfe-* remote is found by its folder, so a
// new remote needs no change here. The API's database tests run on their own
// (api/jest.config.cjs) because they start PostgreSQL.
const { readdirSync } = require('node:fs');

const remotes = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => `<rootDir>/${entry.name}`)
  .sort();

module.exports = {
  projects: [
    '<rootDir>/shared/contracts',
    '<rootDir>/shared/design-system',
    '<rootDir>/shared/platform',
    '<rootDir>/shell',
    ...remotes,
  ],
};
