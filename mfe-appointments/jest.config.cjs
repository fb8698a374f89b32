const path = require('node:path');
const { createJestConfig } = require('@clinio/build/jest-preset');

const preset = createJestConfig({
  rootDir: __dirname,
  displayName: 'mfe-appointments',
  environment: 'jsdom',
  setupFiles: ['<rootDir>/src/testing/jest-setup.ts'],
  globals: { __MFE_VERSION__: '0.0.0-test' },
});

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Style sheets are text in the bundle (webpack's asset/source); tests need none of it.
    '\\.css$': path.join(__dirname, 'src/testing/style-stub.cjs'),
  },
};
