const { createJestConfig } = require('@clinio/build/jest-preset');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: 'mfe-integrations',
  environment: 'jsdom',
  setupFiles: ['<rootDir>/src/testing/jest-setup.ts'],
  globals: { __MFE_VERSION__: '0.0.0-test' },
});
