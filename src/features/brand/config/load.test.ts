import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../core/brand/contrast.ts';
import { BrandError, listBrandIds, loadBrand } from './load.ts';

const FIXTURES = 'src/features/brand/config/fixtures';

/** The BrandError a fixture raises; fails the test when loading succeeds. */
function errorOf(id: string, root = FIXTURES): BrandError {
  try {
    loadBrand(id, root);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandError);
    return error as BrandError;
  }
  throw new Error(`${id} loaded without error`);
}

describe('the real brands', () => {
  const ids = listBrandIds();

  it('are the folders of brands/, sorted', () => {
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(['offices', 'vitrine']));
    expect(ids.length).toBeGreaterThanOrEqual(4);
  });

  it.each(ids)('%s loads with its logo, favicon and disclaimer', (id) => {
    const brand = loadBrand(id);
    expect(brand.id).toBe(id);
    expect(brand.logoSvg).toMatch(/^<svg[\s\S]*viewBox="0 0 160 46"[\s\S]*<\/svg>$/);
    expect(brand.faviconSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(brand.disclaimerHtml).toMatch(/^<p>/);
    expect(brand.disclaimerHtml).toContain('não é um banco');
    for (const entity of brand.legalEntities) expect(brand.disclaimerHtml).toContain(entity.cnpj);
    expect(contrastRatio(brand.colors.onPrimary, brand.colors.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('offices is the lite offices platform with company 2169 and advisors', () => {
    const offices = loadBrand('offices');
    expect(offices).toMatchObject({
      plan: 'lite',
      companyId: 2169,
      officeEdition: true,
      bankerTitle: { singular: 'advisor', plural: 'advisors' },
    });
    expect(offices.customerAreaUrl).toMatch(/^https:\/\//);
  });

  it("vitrine is the provider's own full brand with Personal Bankers", () => {
    expect(loadBrand('vitrine')).toMatchObject({
      plan: 'full',
      companyId: null,
      officeEdition: false,
      bankerTitle: { singular: 'Personal Banker', plural: 'Personal Bankers' },
    });
  });

  it('a full partner brand calls its bankers Consultor and adds header items', () => {
    const brands = ids.map((id) => loadBrand(id));
    const consultor = brands.find((b) => b.bankerTitle.singular === 'Consultor');
    expect(consultor?.bankerTitle.plural).toBe('Consultores');
    expect(consultor?.plan).toBe('full');
    expect(consultor?.headerItems.length).toBeGreaterThan(0);
  });

  it('a full partner brand calls its bankers Assessor and renames family 3', () => {
    const brands = ids.map((id) => loadBrand(id));
    const assessor = brands.find((b) => b.bankerTitle.singular === 'Assessor');
    expect(assessor?.bankerTitle.plural).toBe('Assessores');
    expect(assessor?.plan).toBe('full');
    expect(assessor?.familyRenames).toEqual({ '3': 'Financiamentos' });
  });

  it('full brands carry footer columns and contact channels', () => {
    for (const brand of ids.map((id) => loadBrand(id)).filter((b) => b.plan === 'full')) {
      expect(brand.footerLinks.length, brand.id).toBeGreaterThan(0);
      expect(brand.contacts.email, brand.id).toContain('@');
    }
  });
});

describe('invalid brand files fail with file, field path and problem', () => {
  it('the valid fixture loads, so each case below fails for one reason only', () => {
    expect(loadBrand('valid', FIXTURES).name).toBe('Marca de Teste');
  });

  it.each([
    ['missing-field', 'brand.json: name: campo obrigatório ausente'],
    ['wrong-type', 'brand.json: officeEdition: tipo inválido: esperado true ou false, recebido "sim"'],
    ['bad-enum', 'brand.json: plan: valor inválido: esperado "lite" | "full", recebido "premium"'],
    ['bad-hex', 'brand.json: colors.footerText: cor inválida "#f9fa": use o formato #rrggbb ou #rgb'],
    [
      'low-contrast',
      'brand.json: colors.primary: contraste de 2,49:1 com colors.onPrimary está abaixo do mínimo WCAG AA de 4,5:1',
    ],
    [
      'invalid-cnpj',
      'brand.json: legalEntities.0.cnpj: CNPJ "11.222.333/0001-82" com dígitos verificadores inválidos',
    ],
    ['missing-logo', 'logo.svg: arquivo ausente'],
    ['unknown-field', 'brand.json: colour: campo desconhecido (verifique o nome)'],
    ['svg-with-script', 'logo.svg: contém <script>, que não é permitido'],
    [
      'unsafe-disclaimer-link',
      'disclaimer.md: link "javascript:alert(1)" não permitido; use http(s)://, mailto:, tel:, / ou #',
    ],
  ])('%s', (id, problem) => {
    const error = errorOf(id);
    expect(error.message).toBe(`${FIXTURES}/${id}/${problem}`);
    expect(error.problems).toEqual([error.message]);
  });

  it('reports every problem at once, one line each', () => {
    const file = `${FIXTURES}/several-problems`;
    expect(errorOf('several-problems').message.split('\n')).toEqual([
      `${file}/brand.json: companyId: o id da empresa precisa ser inteiro, recebido 21.5`,
      `${file}/brand.json: colors.headerBackground: contraste de 1,16:1 com colors.headerText está abaixo do mínimo WCAG AA de 4,5:1`,
      `${file}/brand.json: social.0.href: endereço inválido "instagram.com/marcadeteste": use um endereço http(s)://`,
      `${file}/favicon.svg: arquivo ausente`,
    ]);
  });

  it('carries no stack trace', () => {
    const error = errorOf('low-contrast');
    expect(error.stack).toBe(error.message);
    expect(error.stack).not.toMatch(/\n\s+at /);
  });

  describe('bad JSON', () => {
    // Written at test time: a committed broken JSON file would break the formatter's run.
    const root = mkdtempSync(join(tmpdir(), 'brand-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('names the file and where the syntax breaks', () => {
      cpSync(join(FIXTURES, 'valid'), join(root, 'demo'), { recursive: true });
      writeFileSync(join(root, 'demo', 'brand.json'), '{\n  "name": "Demo"\n  "plan": "lite"\n}\n');
      const error = errorOf('demo', root);
      expect(error.message).toMatch(/^.*\/demo\/brand\.json: JSON inválido: .*line 3 column 3/);
      expect(error.message.split('\n')).toHaveLength(1);
    });
  });

  it('names a brand folder that does not exist', () => {
    expect(errorOf('nao-existe').message).toBe(`${FIXTURES}/nao-existe: pasta da marca ausente`);
  });

  it('refuses ids that are not folder names', () => {
    expect(errorOf('../brands').message).toMatch(/id de marca inválido/);
  });
});
