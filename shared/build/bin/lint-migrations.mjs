#!/usr/bin/env node
// Migrations that never lock a busy table (issue 20, ADR 047): Squawk over api/migrations with the
// rules that matter (an index built without CONCURRENTLY, a column added with a default that
// rewrites the table, NOT NULL or a constraint added without NOT VALID, a foreign key that scans,
// a type change that rewrites, renames and drops that break the running code) and without the ones
// that are noise here (robust IF NOT EXISTS, bigint ids, timeouts set per statement). A finding
// fails the check unless api/migrations/lint-exceptions.json accepts that many of that rule in
// that file, with the reason. Files marked `-- migrate: no-transaction` run outside a transaction
// (api/src/db/migrate.ts); the others are checked as the runner applies them, inside one.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dir = path.join(root, 'api', 'migrations');
const squawk = path.join(root, 'node_modules', '.bin', 'squawk');
const NOISE = [
  'prefer-robust-stmts',
  'prefer-bigint-over-int',
  'prefer-bigint-over-smallint',
  'require-statement-timeout',
  'require-lock-timeout',
  'prefer-text-field',
  'prefer-timestamptz',
  'prefer-identity',
];

const files = readdirSync(dir)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const outside = files.filter((name) =>
  readFileSync(path.join(dir, name), 'utf8').startsWith('-- migrate: no-transaction'),
);
const inside = files.filter((name) => !outside.includes(name));

function findings(names, inTransaction) {
  if (names.length === 0) return [];
  const args = [
    '--reporter',
    'json',
    '--pg-version',
    '15.0',
    '--exclude',
    NOISE.join(','),
    ...(inTransaction ? ['--assume-in-transaction'] : []),
    ...names.map((name) => path.join(dir, name)),
  ];
  let output;
  try {
    output = execFileSync(squawk, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // Squawk exits non-zero when it finds something; its report is still on stdout.
    output = error.stdout;
    if (!output) throw error;
  }
  return JSON.parse(output);
}

const all = [...findings(inside, true), ...findings(outside, false)];
const { files: accepted } = JSON.parse(readFileSync(path.join(dir, 'lint-exceptions.json'), 'utf8'));
const counted = new Map();
for (const finding of all) {
  const key = `${path.basename(finding.file)} ${finding.rule_name}`;
  counted.set(key, [...(counted.get(key) ?? []), finding]);
}
const problems = [];
for (const [key, list] of counted) {
  const [file, rule] = key.split(' ');
  const allowed = accepted[file]?.[rule] ?? 0;
  if (list.length > allowed) {
    for (const finding of list)
      problems.push(`${file}:${finding.line}: ${rule}: ${finding.message}\n    ${finding.help ?? ''}`);
  }
}
// An exception that no longer matches anything is stale: the list stays exact.
for (const [file, rules] of Object.entries(accepted)) {
  for (const [rule, count] of Object.entries(rules)) {
    if (rule === 'reason') continue;
    const found = counted.get(`${file} ${rule}`)?.length ?? 0;
    if (found < count)
      problems.push(`lint-exceptions.json accepts ${count} ${rule} in ${file}, found ${found}`);
  }
}
if (problems.length > 0) {
  console.error(`Migrations that would lock a busy table (ADR 047):\n\n${problems.join('\n')}\n`);
  process.exit(1);
}
console.log(
  `migrations: ${files.length} files follow the locking rules (${all.length} accepted findings in ${Object.keys(accepted).length} older files)`,
);
