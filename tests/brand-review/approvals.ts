import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawingDigest } from './drawing.ts';

/**
 * What a brand's baselines were approved for, kept beside them (`baselines/<brand>/approved.json`):
 * the brand's inputs (every field of brand.json, the disclaimer's text, a digest of each SVG) and
 * the renderer (Chromium's version and the installed fonts) at each approval, and which approval
 * each screen's image and record belong to.
 */

/** The browser and fonts that drew an image: images of two renderers are not compared pixel by pixel. */
export interface Renderer {
  chromium: string;
  fonts: string;
}

export interface Approval {
  at: string;
  renderer: Renderer;
  /** Input name (`brands/<id>/brand.json: colors.primary`) → its value or digest. */
  inputs: Record<string, string>;
  /** Digest of the code that draws every brand (drawing.ts). */
  drawing: string;
}

export interface ApprovedManifest {
  /** Approval id (a digest of the approval) → the approval. */
  approvals: Record<string, Approval>;
  /** Screen key (`home-phone`) → the approval its baseline belongs to. */
  screens: Record<string, string>;
}

export const BASELINES_ROOT = join(import.meta.dirname, 'baselines');
/**
 * Where the review writes its results, the shards' and the reports (`test-results/`,
 * `brand-review-report/`): the checkout, or REVIEW_OUTPUT_ROOT for a run kept apart (a test's).
 */
export const OUTPUT_ROOT = process.env.REVIEW_OUTPUT_ROOT ?? process.cwd();
/** Where a run writes what it drew: its own folder for a shard's run (REVIEW_RESULTS_DIR), read when used. */
export const resultsRoot = () =>
  process.env.REVIEW_RESULTS_DIR ?? join(OUTPUT_ROOT, 'test-results', 'brand-review');

export const baselineDir = (brand: string) => join(BASELINES_ROOT, brand);
export const resultsDir = (brand: string) => join(resultsRoot(), brand);
const manifestFile = (brand: string) => join(baselineDir(brand), 'approved.json');

const digest = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A JSON value flattened to `path: value` pairs, arrays by index. */
function flatten(value: unknown, path: string, out: Record<string, string>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    for (const [key, child] of entries) flatten(child, path ? `${path}.${key}` : key, out);
    if (entries.length === 0) out[path] = JSON.stringify(value);
  } else out[path] = JSON.stringify(value);
}

/** Every input of a brand a visitor may see, by file and field. */
export function brandInputs(brand: string, root = join(process.cwd(), 'brands')): Record<string, string> {
  const folder = join(root, brand);
  const shown = (file: string) => `brands/${brand}/${file}`;
  const inputs: Record<string, string> = {};
  const json: Record<string, string> = {};
  const { $schema: _schema, ...fields } = JSON.parse(readFileSync(join(folder, 'brand.json'), 'utf8'));
  flatten(fields, '', json);
  for (const [field, value] of Object.entries(json)) inputs[`${shown('brand.json')}: ${field}`] = value;
  readFileSync(join(folder, 'disclaimer.md'), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim()) inputs[`${shown('disclaimer.md')}: line ${i + 1}`] = line;
    });
  for (const file of ['logo.svg', 'favicon.svg'])
    inputs[shown(file)] = `sha256 ${digest(readFileSync(join(folder, file)))}`;
  return inputs;
}

/** One input that differs between an approval and now (absent on one side: undefined). */
export interface InputChange {
  input: string;
  approved: string | undefined;
  now: string | undefined;
}

export function inputChanges(approved: Record<string, string>, now: Record<string, string>): InputChange[] {
  const names = [...new Set([...Object.keys(approved), ...Object.keys(now)])].sort();
  return names
    .filter((name) => approved[name] !== now[name])
    .map((input) => ({ input, approved: approved[input], now: now[input] }));
}

export function readManifest(brand: string): ApprovedManifest {
  const file = manifestFile(brand);
  if (!existsSync(file)) return { approvals: {}, screens: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as ApprovedManifest;
}

/** Records that `keys` are approved now, for today's inputs and renderer; drops unused approvals. */
export function recordApproval(
  brand: string,
  keys: string[],
  renderer: Renderer,
  at: Date,
): ApprovedManifest {
  const manifest = readManifest(brand);
  const approval: Approval = {
    at: at.toISOString(),
    renderer,
    inputs: brandInputs(brand),
    drawing: drawingDigest(),
  };
  const id = digest(JSON.stringify({ renderer, inputs: approval.inputs, drawing: approval.drawing }));
  manifest.approvals[id] = manifest.approvals[id] ?? approval;
  for (const key of keys) manifest.screens[key] = id;
  const used = new Set(Object.values(manifest.screens));
  for (const known of Object.keys(manifest.approvals)) if (!used.has(known)) delete manifest.approvals[known];
  const sorted: ApprovedManifest = {
    approvals: manifest.approvals,
    screens: Object.fromEntries(Object.entries(manifest.screens).sort(([a], [b]) => a.localeCompare(b))),
  };
  mkdirSync(baselineDir(brand), { recursive: true });
  writeFileSync(manifestFile(brand), `${JSON.stringify(sorted, null, 2)}\n`);
  return sorted;
}
