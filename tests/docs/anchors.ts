import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown page offers; a repeated heading gets `-1`, `-2`… as on GitHub. */
export function pageAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = headingSlug(match[1] as string);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The `<page>.md#<anchor>` citations of a file; `#anchor` alone (a Markdown link) is of the file itself. */
export function citedAnchors(file: string, text: string): { page: string; anchor: string }[] {
  const cited = [...text.matchAll(/([\w./-]*\.md)#([\w-]+)/g)].map((match) => ({
    page: match[1] as string,
    anchor: match[2] as string,
  }));
  const own = file.endsWith('.md')
    ? [...text.matchAll(/\]\(#([\w-]+)\)/g)].map((match) => ({ page: file, anchor: match[1] as string }))
    : [];
  return [...cited, ...own];
}

/**
 * The citations under `root`'s `files` whose page or anchor does not exist, as `file: page#anchor`.
 * A page is read next to the citing file first (Markdown links), then from the root (code comments).
 */
export function missingAnchors(root: string, files: string[]): string[] {
  const anchorsOf = new Map<string, Set<string>>();
  const missing: string[] = [];
  for (const file of files) {
    for (const { page, anchor } of citedAnchors(file, readFileSync(join(root, file), 'utf8'))) {
      const path = [normalize(join(dirname(file), page)), normalize(page)].find((candidate) =>
        existsSync(join(root, candidate)),
      );
      if (path && !anchorsOf.has(path))
        anchorsOf.set(path, pageAnchors(readFileSync(join(root, path), 'utf8')));
      if (!path || !anchorsOf.get(path)?.has(anchor)) missing.push(`${file}: ${page}#${anchor}`);
    }
  }
  return missing;
}

const SKIPPED = new Set(['node_modules', 'dist', 'baselines', 'images', '.data']);

/** The text files under `folders` of `root` that may cite a page: code, configuration and Markdown. */
export function citingFiles(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter((path) => !path.split('/').some((part) => SKIPPED.has(part)))
      .filter((path) => /\.(ts|tsx|astro|md|cjs|json)$/.test(path))
      .map((path) => join(folder, path)),
  );
}
