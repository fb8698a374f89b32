const path = require('node:path');
const { createJestConfig } = require('@clinio/build/jest-preset');

module.exports = {
  ...createJestConfig({
    rootDir: __dirname,
    displayName: 'mfe-appointments',
    environment: 'jsdom',
    setupFiles: ['<rootDir>/src/testing/jest-setup.ts'],
    globals: { __MFE_VERSION__: '0.0.0-test' },
  }),
  // Style sheets are text in the bundle (webpack's asset/source); tests need none of it.
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'src/testing/style-stub.cjs') },
};
