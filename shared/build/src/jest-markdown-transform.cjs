'use strict';
const { compileMarkdown } = require('./markdown-loader.cjs');

module.exports = {
  process(source) {
    return {
      code: `module.exports = { __esModule: true, default: ${JSON.stringify(compileMarkdown(source))} };`,
    };
  },
};
