import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenRules, type ForbiddenRule, loadForbiddenRules } from './import-rules.ts';
import { astroScriptParts, resolvedImports, sourceFiles } from './module-imports.ts';

/** A small tree laid out like src/, with one planted violation per file type and its lawful twins. */
const TREE: Record<string, string> = {
  'src/core/money.ts': 'export const brl = 1;\n',
  'src/core/upward.ts':
    "import type { Offer } from '../features/offers/islands/panel.ts';\nexport type O = Offer;\n",
  'src/app/Host.tsx': 'export const Host = () => null;\n',
  'src/features/offers/islands/panel.ts': 'export const panel = 1;\nexport type Offer = { id: string };\n',
  'src/features/offers/contract/offers.ts': 'export const OFFERS = 1;\n',
  'src/features/catalog/ui/BrandLogo.tsx': 'export const listing = 1;\n',
  'src/features/catalog/stores/hidden.ts': 'export const hidden = 1;\n',
  'src/features/catalog/contract/catalog.ts': 'export const CATALOG = 1;\n',
  'src/features/offers/lawful.ts':
    "import { listing } from '../catalog/ui/BrandLogo.tsx';\nimport { CATALOG } from '../catalog/contract/catalog.ts';\nimport { brl } from '../../core/money.ts';\nexport const x = [listing, CATALOG, brl];\n",
  'src/features/catalog/offers-contract.ts':
    "import { OFFERS } from '../offers/contract/offers.ts';\nexport const z = OFFERS;\n",
  'src/features/ordering/stores/order.ts': 'export const openOrder = 1;\n',
  'src/features/requests/upward.ts':
    "import { openOrder } from '../ordering/stores/order.ts';\nexport const u = openOrder;\n",
  'src/features/catalog/planted.ts':
    "import { panel } from '../offers/islands/panel.ts';\nexport const y = panel;\n",
  'src/features/offers/Planted.tsx':
    "import { hidden } from '../catalog/stores/hidden.ts';\nexport const P = () => hidden;\n",
  'src/features/offers/Lawful.tsx':
    "import { listing } from '../catalog/ui/BrandLogo.tsx';\nexport const L = () => listing;\n",
  'src/features/offers/Planted.astro':
    "---\nimport { Host } from '../../app/Host.tsx';\n---\n<Host />\n<script>\n  import { hidden } from '../catalog/stores/hidden.ts';\n  void hidden;\n</script>\n",
  // The services: the platform layer names no feature, and no cycle, not even of types.
  'services/db/index.ts': 'export type Db = { id: number };\n',
  'services/offers/lenders.ts':
    "import type { Db } from '../db/index.ts';\nexport const lenders = (db: Db) => db.id;\n",
  'services/db/planted.ts': "import { lenders } from '../offers/lenders.ts';\nexport const p = lenders;\n",
  // A service feature against the direction: requests sit below ordering, as in the storefront.
  'services/ordering/order-context.ts': 'export const context = 1;\n',
  'services/requests/upward.ts':
    "import { context } from '../ordering/order-context.ts';\nexport const c = context;\n",
  'services/requests/upward.test.ts':
    "import { context } from '../ordering/order-context.ts';\nexport const t = context;\n",
  'services/offers/quote.ts':
    "import type { Terms } from './terms.ts';\nexport type Quote = { terms: Terms };\n",
  'services/offers/terms.ts':
    "import type { Quote } from './quote.ts';\nexport type Terms = { last?: Quote };\n",
  'src/features/offers/Lawful.astro':
    "---\nimport { listing } from '../catalog/ui/BrandLogo.tsx';\nimport { brl } from '../../core/money.ts';\n---\n<p>{listing}{brl}</p>\n",
};

const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
for (const [path, text] of Object.entries(TREE)) {
  mkdirSync(join(root, dirname(path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const rules: ForbiddenRule[] = loadForbiddenRules(process.cwd());

/** Each broken rule of the tree's `folder` as `rule: from -> to`, judged by dependency-cruiser (.ts, .tsx). */
async function cruiserViolations(folder = 'src'): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise([folder], {
      ruleSet: { forbidden: rules } as never,
      validate: true,
      tsPreCompilationDeps: true,
    });
    const output = result.output as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
    };
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  } finally {
    process.chdir(cwd);
  }
}

describe('import rules', () => {
  it('catch a planted reach into another feature in a .ts and a .tsx file, a use against the direction, and core reaching up (types too)', async () => {
    expect(await cruiserViolations()).toEqual([
      'core-reaches-no-feature: src/core/upward.ts -> src/features/offers/islands/panel.ts',
      'feature-direction-catalog: src/features/catalog/planted.ts -> src/features/offers/islands/panel.ts',
      'feature-direction-requests-brand-funnel: src/features/requests/upward.ts -> src/features/ordering/stores/order.ts',
      'feature-public-surface: src/features/catalog/planted.ts -> src/features/offers/islands/panel.ts',
      'feature-public-surface: src/features/offers/Planted.tsx -> src/features/catalog/stores/hidden.ts',
    ]);
  });

  it('catch in the services a platform module naming a feature, a use against the direction (not in a test) and a cycle closed by types alone', async () => {
    expect(await cruiserViolations('services')).toEqual([
      'services-direction-requests-brand-funnel: services/requests/upward.ts -> services/ordering/order-context.ts',
      // Reported once, at the import that closes the cycle.
      'services-no-cycle: services/offers/quote.ts -> services/offers/terms.ts',
      'services-platform-names-no-feature: services/db/planted.ts -> services/offers/lenders.ts',
    ]);
  });

  it("catch a planted violation in an .astro file's frontmatter and its <script>, and pass its lawful twin", () => {
    const astro = sourceFiles(root, 'src', ['.astro']);
    const broken = resolvedImports(root, astro).flatMap(({ from, to }) =>
      brokenRules(rules, from, to).map((rule) => `${rule}: ${from} -> ${to}`),
    );
    expect(broken).toEqual([
      'features-not-app: src/features/offers/Planted.astro -> src/app/Host.tsx',
      'feature-public-surface: src/features/offers/Planted.astro -> src/features/catalog/stores/hidden.ts',
    ]);
  });

  it('read the frontmatter and every <script> of an .astro file', () => {
    expect(
      astroScriptParts("---\nimport A from './a.ts';\n---\n<b/><script>import './b.ts';</script>"),
    ).toEqual(["import A from './a.ts';", "import './b.ts';"]);
  });
});
