import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * A command's options, read with node:util's parseArgs, and `--help`: prints `usage` and exits 0.
 * A wrong option prints what is wrong and the usage, and exits 2, instead of a stack trace.
 */
export function commandArgs<const O extends ParseArgsOptionsConfig>(
  usage: string,
  options: O,
  { positionals = false, args }: { positionals?: boolean; args?: string[] } = {},
) {
  try {
    const parsed = parseArgs({
      args,
      options: { ...options, ...HELP } as O & typeof HELP,
      allowPositionals: positionals,
    });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage.trim());
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage.trim()}`);
    process.exit(2);
  }
}
