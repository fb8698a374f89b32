const { createJestConfig } = require('@clinio/build/jest-preset');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: 'shell',
  environment: 'jsdom',
  globals: { __SHELL_VERSION__: '0.0.0-test', __SHARED_SURFACES__: {}, __SHARED_VERSIONS__: {} },
});
