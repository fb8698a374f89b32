'use strict';
// jest reads JSON through its transform and parses the result, so the compiled catalog stays JSON.
const { compileCatalog } = require('./catalog-compiler.cjs');

module.exports = {
  process(source, file) {
    return { code: JSON.stringify(compileCatalog(source, file)) };
  },
};
