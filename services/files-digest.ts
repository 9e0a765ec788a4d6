import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A short digest of these files' names and contents as they are now (paths from `root`), and of
 * `extra`; a listed file that is gone counts as such.
 */
export function digestOfFiles(files: readonly string[], { root = '.', extra = '' } = {}): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('(deleted)');
    }
  }
  hash.update(extra);
  return hash.digest('hex').slice(0, 16);
}
