#!/usr/bin/env node
// `node shared/build/bin/list-untranslated.mjs [package…]`: rewrites eslint.not-yet-translated.mjs,
// the temporary exception list of clinio/no-literal-ui-text (ADR 045), from the files that still
// hold literal texts. The packages named on the command line are listed whole (not converted at
// all); every other package lists its remaining files one by one. The list must end empty.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import clinio from '../src/eslint-plugin-clinio.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const RULE = 'clinio/no-literal-ui-text';
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { clinio },
      rules: { [RULE]: 'error' },
    },
  ],
});
const results = await eslint.lintFiles(['shell/src/**/*.tsx', 'shared/*/src/**/*.tsx', 'mfe-*/src/**/*.tsx']);
const files = results
  .filter((result) => !/\.test\.tsx$|\/testing\//.test(result.filePath))
  .filter((result) => result.messages.some((message) => message.ruleId === RULE))
  .map((result) => path.relative(root, result.filePath))
  .sort();
const byPackage = new Map();
for (const file of files) {
  const name = file.startsWith('shared/') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0];
  byPackage.set(name, [...(byPackage.get(name) ?? []), file]);
}
const whole = new Set(process.argv.slice(2));
const lines = [
  '// TEMPORARY exception list of the no-literal-ui-text rule (ADR 045, issue 22): the files whose',
  "// texts are not in their package's catalog yet. Convert a file, remove it here; the list must end empty.",
  `// ${files.length} files. Written by shared/build/bin/list-untranslated.mjs.`,
  'export const NOT_YET_TRANSLATED = [',
];
for (const [name, list] of byPackage) {
  if (whole.has(name))
    lines.push(`  // ${name}: not converted at all (${list.length} files)`, `  '${name}/src/**/*.tsx',`);
  else lines.push(`  // ${name}`, ...list.map((file) => `  '${file}',`));
}
lines.push('];', '');
writeFileSync(path.join(root, 'eslint.not-yet-translated.mjs'), lines.join('\n'));
console.log(Object.fromEntries([...byPackage].map(([name, list]) => [name, list.length])));
