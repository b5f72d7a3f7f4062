// The end-to-end tests drive Debian's Chromium at /usr/bin/chromium (Playwright's own
// browser downloads are not used). Installs it with apt-get when it is missing; does
// nothing otherwise.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function isInstalled() {
  try {
    accessSync(CHROMIUM, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args) {
  console.log(`ensure-chromium: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) console.error(`ensure-chromium: could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

if (!isInstalled()) {
  console.log(`ensure-chromium: ${CHROMIUM} is missing; installing the Debian package "chromium".`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args) => (isRoot ? run('apt-get', args) : run('sudo', ['-n', 'apt-get', ...args]));
  if (!isRoot) console.log('ensure-chromium: not running as root, trying sudo (non-interactive).');
  if (apt(['update'])) apt(['install', '-y', 'chromium']);

  if (!isInstalled()) {
    console.error(
      `ensure-chromium: ${CHROMIUM} is still missing. Install it yourself ` +
        '(as root: apt-get update && apt-get install -y chromium), then run the tests again.',
    );
    process.exit(1);
  }
  console.log(`ensure-chromium: installed ${CHROMIUM}.`);
}
