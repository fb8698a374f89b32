// The browser tests use Debian's Chromium (Playwright's own download cannot run here). If it is
// missing, install it when we can (root with apt), otherwise say exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = () => CANDIDATES.find((path) => existsSync(path));

if (found()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log('Chromium is missing: installing Debian\'s "chromium" package for the browser tests…');
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
  }
  if (found()) process.exit(0);
}

console.error(
  [
    'The browser tests need Chromium, and it is not installed.',
    'Install it and run the tests again, for example:',
    '  sudo apt-get install chromium        (Debian/Ubuntu)',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  ].join('\n'),
);
process.exit(1);
