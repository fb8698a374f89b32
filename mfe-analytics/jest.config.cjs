const { createJestConfig } = require('@clinio/build/jest-preset');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: 'mfe-analytics',
  environment: 'jsdom',
  globals: { __MFE_VERSION__: '0.0.0-test' },
});
