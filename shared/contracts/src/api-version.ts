import { satisfiesCaret } from './registry';

/** A shared package's public names at a version, as recorded in its api.json. */
export interface ApiRecord {
  version: string;
  exports: readonly string[];
}

function diff(before: readonly string[], after: readonly string[]) {
  return {
    added: after.filter((name) => !before.includes(name)),
    removed: before.filter((name) => !after.includes(name)),
  };
}

/**
 * Why a shared package's version and its recorded API disagree, or null. Remotes record the
 * version they were built against and the shell refuses a remote needing a newer one, so the
 * version must move with the API: a name added needs a newer minor, a name removed a new major.
 * Whatever changed, the message ends with the record to write.
 */
export function apiRecordProblem(name: string, recorded: ApiRecord, current: ApiRecord): string | null {
  const now = [...current.exports].sort();
  const { added, removed } = diff(recorded.exports, now);
  const record = `${JSON.stringify({ version: current.version, exports: now }, null, 2)}\n`;
  if (added.length === 0 && removed.length === 0) {
    return recorded.version === current.version
      ? null
      : `${name}: api.json names an older version; write:\n${record}`;
  }
  const change = [
    added.length > 0 ? `adds ${added.join(', ')}` : null,
    removed.length > 0 ? `removes ${removed.join(', ')}` : null,
  ]
    .filter((part) => part !== null)
    .join(' and ');
  const [major = 0] = recorded.version.split('.').map(Number);
  const newMajor =
    !satisfiesCaret(current.version, `^${recorded.version}`) && Number(current.version.split('.')[0]) > major;
  const newer =
    current.version !== recorded.version && satisfiesCaret(current.version, `^${recorded.version}`);
  if (removed.length > 0 && !newMajor) {
    return `${name} ${change}: a removal breaks remotes built against ${recorded.version}; give package.json a new major version, then write api.json:\n${record}`;
  }
  if (removed.length === 0 && !newer && !newMajor) {
    return `${name} ${change}: give package.json a newer minor version than ${recorded.version} (remotes that use the new names need it), then write api.json:\n${record}`;
  }
  return `${name} ${change}: write api.json:\n${record}`;
}
