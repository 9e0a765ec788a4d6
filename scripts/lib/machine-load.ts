import { cpus, loadavg } from 'node:os';

/** The 1, 5 and 15-minute load averages and the core count, so benchmark figures say how quiet the machine was. */
export function machineLoad(): string {
  const averages = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return `load average ${averages} (${cpus().length} cores)`;
}
