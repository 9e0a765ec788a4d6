/**
 * One stroked 24×24 drawing per product family (keyed by the family's slug), plus the business
 * one of the business-credit banner. Drawn once here; the media route scales and tints them.
 */
export const FAMILY_DRAWINGS: Record<string, string> = {
  // A banknote with a coin: loans.
  emprestimos:
    '<rect x="2" y="6" width="16" height="10" rx="2"/><circle cx="10" cy="11" r="2.2"/><circle cx="18" cy="17" r="4"/><path d="M18 15.5v3"/>',
  // A house with a key: home equity.
  'home-equity':
    '<path d="M3 11.5L12 4l9 7.5"/><path d="M5.5 10v10h13V10"/><circle cx="11" cy="15" r="2"/><path d="M13 15h3.5v2"/>',
  // A house with a percent sign: financing.
  financiamentos:
    '<path d="M3 11.5L12 4l9 7.5"/><path d="M5.5 10v10h13V10"/><path d="M9.5 17.5l5-5"/><circle cx="10" cy="13" r=".9"/><circle cx="14" cy="17" r=".9"/>',
  // A group of people around a target: consortium.
  consorcios:
    '<circle cx="12" cy="7" r="3"/><circle cx="5" cy="10" r="2.2"/><circle cx="19" cy="10" r="2.2"/><path d="M7 20a5 5 0 0 1 10 0"/><path d="M1.5 18a3.5 3.5 0 0 1 5-3"/><path d="M22.5 18a3.5 3.5 0 0 0-5-3"/>',
  // A card with its stripe and chip: credit cards.
  'cartoes-de-credito':
    '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 9.5h20"/><path d="M6 15h4"/><path d="M15 15h3"/>',
  // A shield with a tick: insurance.
  'seguros-e-protecao':
    '<path d="M12 3l8 3v5.5c0 4.6-3.3 8.3-8 9.5-4.7-1.2-8-4.9-8-9.5V6z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  // A sprout growing from coins: pension.
  'previdencia-privada':
    '<path d="M12 13V8"/><path d="M12 9c0-3 2-5 6-5 0 3-2 5-6 5z"/><path d="M12 11c0-2.4-1.6-4-4.8-4 0 2.4 1.6 4 4.8 4z"/><ellipse cx="12" cy="15.5" rx="6" ry="2"/><path d="M6 15.5v3c0 1.1 2.7 2 6 2s6-.9 6-2v-3"/>',
  // A gift box: benefits.
  beneficios:
    '<rect x="3" y="9" width="18" height="4" rx="1"/><path d="M5 13v7h14v-7"/><path d="M12 9v11"/><path d="M12 9c-1-3-5-4.5-5.5-2S9.5 9 12 9c2.5 0 6-.5 5.5-2S13 6 12 9z"/>',
  // A phone with a coin: digital accounts.
  'contas-digitais':
    '<rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M10.5 18.5h3"/><circle cx="12" cy="10" r="3"/><path d="M12 8.8v2.4"/>',
  // A rising chart: investments.
  investimentos: '<path d="M3 20h18"/><path d="M4 16l5-5 4 3 7-8"/><path d="M15 6h5v5"/>',
  // A briefcase: business credit.
  empresas:
    '<rect x="2.5" y="7" width="19" height="13" rx="2"/><path d="M9 7V5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5v2"/><path d="M2.5 12.5h19"/><path d="M11 12.5v2h2v-2"/>',
};

/** A drawing for a name, the loans one when the name is no family. */
export function drawingOf(name: string): string {
  return FAMILY_DRAWINGS[name] ?? (FAMILY_DRAWINGS.emprestimos as string);
}
