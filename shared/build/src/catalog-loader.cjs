'use strict';
// webpack loader of message catalogs: the JSON's ICU texts become Lingui's precompiled messages.
const { compileCatalog } = require('./catalog-compiler.cjs');

module.exports = function catalogLoader(source) {
  return `export default ${JSON.stringify(compileCatalog(source, this.resourcePath))};`;
};
