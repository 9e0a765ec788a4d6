import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  baselineDir,
  brandInputs,
  type InputChange,
  inputChanges,
  OUTPUT_ROOT,
  readManifest,
  recordApproval,
  resultsDir,
} from './approvals.ts';
import type { ReviewResult } from './result.ts';

/**
 * The review a person acts on: the results of the last run of a brand, the brand inputs changed
 * since its baselines were approved, an HTML report with each differing screen's approved image,
 * today's and their diff, and approval of one screen or all.
 */

export const REPORT_ROOT = join(OUTPUT_ROOT, 'brand-review-report');
export const reportDir = (brand: string) => join(REPORT_ROOT, brand);

export function readResults(brand: string): ReviewResult[] {
  const folder = resultsDir(brand);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.result.json'))
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as ReviewResult)
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** A screen that is not as approved: changed, never approved, or not drawn. */
export const differs = (result: ReviewResult) => ['differs', 'new', 'failed'].includes(result.status);

/** The closing line of a run: `<id>: N of M screens differ from the approved look`. */
export function summaryLine(brand: string, results: ReviewResult[]): string {
  return `${brand}: ${results.filter(differs).length} of ${results.length} screens differ from the approved look`;
}

/** The brand inputs that changed since any of today's screens was approved. */
export function changedInputs(brand: string): InputChange[] {
  const manifest = readManifest(brand);
  const now = brandInputs(brand);
  const seen = new Map<string, InputChange>();
  for (const approval of Object.values(manifest.approvals))
    for (const change of inputChanges(approval.inputs, now)) seen.set(change.input, change);
  return [...seen.values()].sort((a, b) => a.input.localeCompare(b.input));
}

/** The renderers the baselines were drawn with, when today's is not one of them. */
export function rendererNotice(results: ReviewResult[]): string | undefined {
  const drift = results.filter((r) => r.status === 'renderer');
  if (drift.length === 0) return undefined;
  const { approvedRenderer, renderer } = drift[0] as ReviewResult;
  return `The browser changed since approval (Chromium ${approvedRenderer?.chromium} → ${renderer.chromium}${approvedRenderer?.fonts === renderer.fonts ? '' : ', fonts changed'}): ${drift.length} screens are drawn differently with the same words and colours; approve them to take the new rendering.`;
}

/**
 * Approves screens from the last run: `all`, a screen id (both widths) or a key (`home-phone`).
 * Copies today's image and record over the baseline and records what they were approved for.
 */
export function approve(brand: string, which: string): string[] {
  const results = readResults(brand);
  // A screen that could not be drawn has nothing to approve.
  const keys = results
    .filter((r) => r.status !== 'failed')
    .filter((r) => which === 'all' || r.screen === which || r.key === which)
    .map((r) => r.key);
  if (keys.length === 0) throw new Error(`${brand}: no screen "${which}" in the last run`);
  mkdirSync(baselineDir(brand), { recursive: true });
  for (const key of keys)
    for (const ext of ['.png', '.json'])
      copyFileSync(join(resultsDir(brand), key + ext), join(baselineDir(brand), key + ext));
  const renderer = (results.find((r) => keys.includes(r.key)) as ReviewResult).renderer;
  recordApproval(brand, keys, renderer, new Date());
  // The approved screens are as approved now: their results say so, and the report follows.
  for (const result of results.filter((r) => keys.includes(r.key))) {
    const approved: ReviewResult = {
      ...result,
      status: 'same',
      summary: 'approved',
      changes: [],
      image: undefined,
    };
    writeFileSync(
      join(resultsDir(brand), `${result.key}.result.json`),
      `${JSON.stringify(approved, null, 2)}\n`,
    );
  }
  return keys;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

function changeList(result: ReviewResult): string {
  const lines = result.changes.flatMap((change) => [
    ...change.removed.map((l) => `<li class="removed">− ${change.part}: ${escapeHtml(l)}</li>`),
    ...change.added.map((l) => `<li class="added">+ ${change.part}: ${escapeHtml(l)}</li>`),
  ]);
  return lines.length ? `<ul class="changes">${lines.join('')}</ul>` : '';
}

function figure(label: string, file: string | undefined): string {
  return file
    ? `<figure><figcaption>${label}</figcaption><a href="${file}"><img src="${file}" alt="${label}" loading="lazy"></a></figure>`
    : `<figure><figcaption>${label}</figcaption><p>none</p></figure>`;
}

/** Writes the report of a brand's last run (images copied beside it) and returns its path. */
export function writeReport(brand: string, options: { served: boolean }): string {
  const results = readResults(brand);
  const out = reportDir(brand);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'images'), { recursive: true });
  const copy = (from: string, name: string) => {
    if (!existsSync(from)) return undefined;
    copyFileSync(from, join(out, 'images', name));
    return `images/${name}`;
  };
  const sections = results
    .filter((r) => r.status !== 'same')
    .map((result) => {
      const approved = copy(join(baselineDir(brand), `${result.key}.png`), `${result.key}-approved.png`);
      const now = copy(join(resultsDir(brand), `${result.key}.png`), `${result.key}-now.png`);
      const diff = copy(join(resultsDir(brand), `${result.key}-diff.png`), `${result.key}-diff.png`);
      const button = options.served
        ? `<form method="post" action="/approve"><input type="hidden" name="which" value="${result.key}"><button>Approve ${escapeHtml(result.key)}</button></form>`
        : `<code>npm run test:brand -- ${brand} --approve ${result.key}</code>`;
      return `<section id="${result.key}" class="${result.status}"><h2>${escapeHtml(result.title)} · ${result.width} <small>${result.status}</small></h2>
<p>${escapeHtml(result.summary)}</p>${changeList(result)}${button}
<div class="images">${figure('Approved', approved)}${figure('Now', now)}${figure('Diff', diff)}</div></section>`;
    });
  const inputs = changedInputs(brand);
  const notice = rendererNotice(results);
  const inputList = inputs.length
    ? `<ul>${inputs.map((c) => `<li><code>${escapeHtml(c.input)}</code>: ${escapeHtml(c.approved ?? '(absent)')} → ${escapeHtml(c.now ?? '(absent)')}</li>`).join('')}</ul>`
    : '<p>None: the brand files are as approved.</p>';
  const approveAll = options.served
    ? '<form method="post" action="/approve"><input type="hidden" name="which" value="all"><button>Approve every screen</button></form>'
    : `<p>Approve all: <code>npm run test:brand -- ${brand} --approve all</code></p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Brand review: ${brand}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#1f2937}h1{font-size:22px}section{border-top:1px solid #d1d5db;padding:12px 0}
section.differs h2 small,section.new h2 small,section.failed h2 small{color:#b91c1c}section.renderer h2 small{color:#92400e}.images{display:flex;gap:12px;align-items:flex-start}
figure{margin:0;flex:1;min-width:0}figure img{width:100%;border:1px solid #d1d5db}.changes{font-family:ui-monospace,monospace;font-size:12px;max-height:240px;overflow:auto}
.removed{color:#b91c1c}.added{color:#047857}button{font:inherit;padding:6px 12px;border-radius:6px;border:1px solid #1f2937;background:#1f2937;color:#fff;cursor:pointer}
.notice{background:#fef3c7;padding:8px 12px;border-radius:6px}</style></head><body>
<h1>Brand review: ${brand}</h1><p><strong>${escapeHtml(summaryLine(brand, results))}</strong></p>
${notice ? `<p class="notice">${escapeHtml(notice)}</p>` : ''}
<h2>Brand inputs changed since approval</h2>${inputList}
${sections.length ? approveAll : ''}${sections.join('\n') || '<p>Every screen is as approved.</p>'}
</body></html>`;
  writeFileSync(join(out, 'index.html'), html);
  return join(out, 'index.html');
}
