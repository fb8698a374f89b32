// Unit tests of every browser and shared package. The API's database tests run on their own
// (api/jest.config.cjs) because they start PostgreSQL.
module.exports = {
  projects: [
    '<rootDir>/shared/contracts',
    '<rootDir>/shared/design-system',
    '<rootDir>/shared/platform',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-admin',
  ],
};
