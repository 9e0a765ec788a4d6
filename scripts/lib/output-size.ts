import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Pages (HTML files) and total bytes of a build output folder. */
export function measureOutput(dir: string): { pages: number; bytes: number } {
  let pages = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    bytes += statSync(path).size;
    if (entry.name.endsWith('.html')) pages++;
  }
  return { pages, bytes };
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} kB`;
}
