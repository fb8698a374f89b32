// Turns a markdown file with a front-matter block into `{ meta, html }` at build time, so the
// browser ships rendered HTML and no markdown parser.
'use strict';

function parseFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta = {};
  for (const line of match[1].split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) continue;
    const raw = pair[2].trim();
    meta[pair[1]] = raw.replace(/^(['"])(.*)\1$/, '$2');
  }
  return { meta, body: source.slice(match[0].length) };
}

module.exports = async function markdownLoader(source) {
  const callback = this.async();
  try {
    const { marked } = await import('marked');
    const { meta, body } = parseFrontMatter(source);
    const html = marked.parse(body, { async: false, gfm: true });
    callback(null, `export default ${JSON.stringify({ meta, html })};`);
  } catch (error) {
    callback(error);
  }
};

module.exports.parseFrontMatter = parseFrontMatter;
