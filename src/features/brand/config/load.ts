import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import * as v from 'valibot';
import { issueLines } from '../../../core/validation/errors.ts';
import { renderMarkdownSubset } from './markdown.ts';
import { type BrandFile, BrandSchema } from './schema.ts';
import { svgProblems } from './svg.ts';

/** A brand as the build uses it: brand.json plus the files beside it. */
export interface Brand extends BrandFile {
  id: string;
  /** logo.svg as text, to inline in the header. */
  logoSvg: string;
  /** favicon.svg as text. */
  faviconSvg: string;
  /** disclaimer.md rendered to safe HTML (paragraphs, bold, links). */
  disclaimerHtml: string;
}

/**
 * A brand folder that cannot be used. The message has one line per problem,
 * `brands/<id>/brand.json: <field.path>: <problem>`, and no stack trace.
 */
export class BrandError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'BrandError';
    this.problems = problems;
    // The message is the whole story for a brand manager; a stack would only hide it.
    this.stack = this.message;
  }
}

/** Brands live in `brands/` of the project the build runs from. */
function defaultRoot(): string {
  return resolve(process.cwd(), 'brands');
}

/** Path as the brand manager knows it: relative to the project when inside it. */
function shown(file: string): string {
  const rel = relative(process.cwd(), file);
  return (rel.startsWith('..') ? file : rel).split(sep).join('/');
}

/** Brand ids: the folders of the brands root, sorted. */
export function listBrandIds(root: string = defaultRoot()): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

function readText(file: string, problems: string[]): string | undefined {
  if (!existsSync(file) || !statSync(file).isFile()) {
    problems.push(`${shown(file)}: arquivo ausente`);
    return undefined;
  }
  return readFileSync(file, 'utf8');
}

function parseBrandJson(file: string, problems: string[]): BrandFile | undefined {
  const text = readText(file, problems);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    problems.push(`${shown(file)}: JSON inválido: ${(error as Error).message}`);
    return undefined;
  }
  // One problem per field: the first failed rule of each field is enough to act on.
  const result = v.safeParse(BrandSchema, json, { abortPipeEarly: true });
  if (!result.success) {
    problems.push(...issueLines(result.issues).map((line) => `${shown(file)}: ${line}`));
    return undefined;
  }
  return result.output;
}

function readSvg(file: string, problems: string[]): string {
  const svg = readText(file, problems);
  if (svg === undefined) return '';
  problems.push(...svgProblems(svg).map((problem) => `${shown(file)}: ${problem}`));
  return svg.trim();
}

function renderDisclaimer(file: string, brand: BrandFile | undefined, problems: string[]): string {
  const markdown = readText(file, problems);
  if (markdown === undefined) return '';
  const { html, unsafeLinks } = renderMarkdownSubset(markdown);
  if (html === '') problems.push(`${shown(file)}: arquivo vazio`);
  for (const href of unsafeLinks) {
    problems.push(
      `${shown(file)}: link ${JSON.stringify(href)} não permitido; use http(s)://, mailto:, tel:, / ou #`,
    );
  }
  // The legal text must carry the registration numbers the brand declares.
  brand?.legalEntities.forEach((entity, i) => {
    if (!markdown.includes(entity.cnpj)) {
      problems.push(`${shown(file)}: não cita o CNPJ ${entity.cnpj} de legalEntities.${i} (${entity.name})`);
    }
  });
  return html;
}

/** Reads and checks `brands/<id>/`; every problem found is reported at once in a BrandError. */
export function loadBrand(id: string, root: string = defaultRoot()): Brand {
  const dir = resolve(root, id);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) {
    throw new BrandError([`${shown(dir)}: id de marca inválido; use letras minúsculas, dígitos e hífens`]);
  }
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new BrandError([`${shown(dir)}: pasta da marca ausente`]);
  }
  const problems: string[] = [];
  const file = parseBrandJson(join(dir, 'brand.json'), problems);
  const logoSvg = readSvg(join(dir, 'logo.svg'), problems);
  const faviconSvg = readSvg(join(dir, 'favicon.svg'), problems);
  const disclaimerHtml = renderDisclaimer(join(dir, 'disclaimer.md'), file, problems);
  if (problems.length > 0 || file === undefined) throw new BrandError(problems);
  return { ...file, id, logoSvg, faviconSvg, disclaimerHtml };
}
