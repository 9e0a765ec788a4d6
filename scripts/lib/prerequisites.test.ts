import { describe, expect, it } from 'vitest';
import { installLine, type MachineProbes, prerequisitesPlan, testNeeds } from './prerequisites.ts';

const NEEDS = testNeeds('/usr/bin/chromium-headless-shell');
const EVERY_FILE = NEEDS.flatMap((need) => need.files);

const machine = (files: readonly string[], over: Partial<MachineProbes> = {}): MachineProbes => ({
  exists: (path) => files.includes(path),
  isRoot: false,
  hasAptGet: true,
  ...over,
});

describe('what npm test does about the machine', () => {
  it('does nothing when every need is there', () => {
    expect(prerequisitesPlan(NEEDS, machine(EVERY_FILE))).toEqual({ action: 'none' });
  });

  it('finds nginx at either of its places', () => {
    const withoutSbin = EVERY_FILE.filter((file) => file !== '/usr/sbin/nginx');
    expect(prerequisitesPlan(NEEDS, machine([...withoutSbin, '/usr/bin/nginx']))).toEqual({
      action: 'none',
    });
  });

  it('installs only the missing packages with apt-get when run as root', () => {
    const plan = prerequisitesPlan(NEEDS, machine(['/usr/sbin/nginx'], { isRoot: true }));
    expect(plan).toEqual({
      action: 'install',
      packages: ['chromium-headless-shell', 'fonts-liberation', 'fontconfig'],
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium-headless-shell', 'fonts-liberation', 'fontconfig'],
      ],
    });
  });

  it('looks for the browser where CHROMIUM_PATH says', () => {
    const needs = testNeeds('/opt/chromium/headless_shell');
    const plan = prerequisitesPlan(needs, machine(EVERY_FILE, { isRoot: true }));
    expect(plan.action === 'install' && plan.packages).toEqual(['chromium-headless-shell']);
  });

  it('stops without root, naming each missing package and the one command to run', () => {
    const plan = prerequisitesPlan(NEEDS, machine(EVERY_FILE.filter((file) => !file.includes('nginx'))));
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain('nginx: the deployment test');
    expect(message).not.toContain('chromium-headless-shell');
    expect(message.trim().split('\n').at(-1)?.trim()).toBe(installLine(['nginx']));
    expect(installLine(['nginx'])).toBe('sudo apt-get update && sudo apt-get install -y nginx');
  });

  it('stops as root too where there is no apt-get, naming the Debian packages', () => {
    const plan = prerequisitesPlan(NEEDS, machine([], { isRoot: true, hasAptGet: false }));
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    for (const need of NEEDS) expect(message).toContain(need.package);
    expect(message).not.toContain('apt-get');
  });
});
