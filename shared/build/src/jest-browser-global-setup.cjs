// globalSetup of every browser package's tests: the bundles its module map names (ADR 052).
'use strict';
module.exports = () => require('./jest-prebundle.cjs').browserPrebundle();
