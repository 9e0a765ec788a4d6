import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_CHROMIUM } from './chromium-flags.ts';
import { prerequisitesPlan, testNeeds } from './prerequisites.ts';

/**
 * Makes the machine ready for `npm test` or stops: installs the missing Debian packages when run
 * as root, else prints the command and exits 1 before any test starts.
 */
export function ensurePrerequisites(): void {
  const plan = prerequisitesPlan(testNeeds(TEST_CHROMIUM), {
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    hasAptGet: existsSync('/usr/bin/apt-get'),
  });
  if (plan.action === 'none') return;
  if (plan.action === 'stop') {
    console.error(plan.message);
    process.exit(1);
  }
  console.log(`Installing what the tests need: ${plan.packages.join(' ')}`);
  for (const [command, ...args] of plan.commands) {
    const done = spawnSync(command as string, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (done.status !== 0) {
      console.error(`${command} ${args.join(' ')} failed (exit ${done.status ?? done.signal})`);
      process.exit(1);
    }
  }
}
