/**
 * What `npm test` needs of the machine beyond Node.js and npm, and what to do when some of it is
 * missing: install it with Debian's packages when running as root (as Playwright's
 * `install --with-deps` does), else stop at once with the one command to run. Pure: the machine is
 * probed by the caller (scripts/lib/ensure-prerequisites.ts).
 */

/** A Debian package the tests need, found on the machine by any one of its files. */
export interface Need {
  package: string;
  why: string;
  files: readonly string[];
}

export function testNeeds(chromium: string): Need[] {
  return [
    { package: 'chromium-headless-shell', why: 'the browser tests and the brand review', files: [chromium] },
    {
      package: 'fonts-liberation',
      why: 'the fonts the screens are drawn with',
      files: ['/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'],
    },
    {
      package: 'fontconfig',
      why: "the brand review's record of the fonts (fc-list)",
      files: ['/usr/bin/fc-list'],
    },
    {
      package: 'nginx',
      why: 'the deployment test (services/deploy/nginx.test.ts)',
      files: ['/usr/sbin/nginx', '/usr/bin/nginx'],
    },
  ];
}

export interface MachineProbes {
  exists(path: string): boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type PrerequisitesPlan =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; commands: string[][] }
  | { action: 'stop'; message: string };

/** The line to run as root, for the packages given. */
export const installLine = (packages: readonly string[]): string =>
  `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;

export function prerequisitesPlan(needs: readonly Need[], machine: MachineProbes): PrerequisitesPlan {
  const missing = needs.filter((need) => !need.files.some((file) => machine.exists(file)));
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.map((need) => need.package);
  if (machine.isRoot && machine.hasAptGet)
    return {
      action: 'install',
      packages,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...packages],
      ],
    };
  const list = missing.map((need) => `  ${need.package}: ${need.why}`).join('\n');
  return {
    action: 'stop',
    message: machine.hasAptGet
      ? `npm test needs Debian packages this machine lacks:\n${list}\nInstall them, then run npm test again:\n  ${installLine(packages)}`
      : `npm test needs what this machine lacks (the names of Debian's packages):\n${list}`,
  };
}
