// Turns a markdown file with a front-matter block into `{ meta, html }` at build time, so the
// browser ships rendered HTML and no markdown parser. Used by webpack and by jest.
'use strict';

function parseFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta = {};
  for (const line of match[1].split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) continue;
    meta[pair[1]] = pair[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { meta, body: source.slice(match[0].length) };
}

function compileMarkdown(source) {
  // marked is ESM-only; Node 24 loads it synchronously through require().
  const { marked } = require('marked');
  const { meta, body } = parseFrontMatter(source);
  const html = marked.parse(body, { async: false, gfm: true });
  return { meta, html };
}

function markdownLoader(source) {
  return `export default ${JSON.stringify(compileMarkdown(source))};`;
}

module.exports = markdownLoader;
module.exports.parseFrontMatter = parseFrontMatter;
module.exports.compileMarkdown = compileMarkdown;
