const { createJestConfig } = require('@clinio/build/jest-preset');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: '@clinio/platform',
  environment: 'jsdom',
});
