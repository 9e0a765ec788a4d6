import { partnerInstitution } from '../../src/core/contract/partner-institutions.ts';
import { formatBRLText } from '../../src/core/format/money.ts';
import { optionLabel, PROPERTY_TYPES } from '../../src/core/format/options.ts';
import {
  correspondentText,
  monthlyFromAnnualPercent,
  offerValidityText,
} from '../../src/core/products/offer-terms.ts';
import { realEstateBanks } from '../partners/real-estate-banks.ts';

const percent = (value: number) =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
/** An annual rate in percent with its monthly equivalent: '11,87% ao ano (0,94% ao mês)'. */
const yearAndMonth = (value: number) =>
  `${percent(value)} ao ano (${percent(monthlyFromAnnualPercent(value))} ao mês)`;

/** The stored simulation a mail is written from (an interest record). */
export interface StoredSimulation {
  financingValue: number;
  fundingPeriod: number;
  realEstateValue: number;
  realEstateType: string;
  realEstateAddressState: string;
  simulationResults: unknown[];
  /** Last day (yyyy-mm-dd) the offers hold. */
  validUntil: string;
}

/** Figures of an offer a mail may show: numbers only, so no text or link can travel in it. */
const FIGURES: readonly [key: string, label: string, format: (value: number) => string][] = [
  ['total_financing_value', 'Valor financiado', formatBRLText],
  ['first_installment', 'Primeira parcela', formatBRLText],
  ['last_installment', 'Última parcela', formatBRLText],
  ['anual_fee', 'Taxa de juros', yearAndMonth],
  ['cet', 'CET', yearAndMonth],
  ['total_paid', 'Total pago', formatBRLText],
  ['minimal_monthly_income', 'Renda mínima', formatBRLText],
];

/** One partner's offer: its name (from our configuration), whom the store acts for, its figures. */
function offerLines(result: Record<string, unknown>, name: string, correspondent: boolean): string[] {
  const lines = [name];
  const institution = partnerInstitution(String(result.partner));
  if (correspondent && institution) lines.push(`  ${correspondentText(institution)}`);
  if (result.success === false) {
    lines.push('  Esta simulação não atende às regras do parceiro.');
    return lines;
  }
  for (const [key, label, format] of FIGURES) {
    const value = result[key];
    if (typeof value === 'number' && Number.isFinite(value)) lines.push(`  ${label}: ${format(value)}`);
  }
  return lines;
}

/**
 * The body of a simulation mail: the request as stored, how long its offers hold and, for every
 * known partner bank in the stored results, its name and its figures (whom the store acts for
 * when it is the bank's correspondent). Whatever text the results carry is left out.
 */
export function simulationMailBody(
  simulation: StoredSimulation,
  options: { correspondent: boolean },
): string {
  const request = [
    `${optionLabel(PROPERTY_TYPES, simulation.realEstateType) ?? simulation.realEstateType} em ${simulation.realEstateAddressState}, valor do imóvel ${formatBRLText(simulation.realEstateValue)}`,
    `Valor financiado: ${formatBRLText(simulation.financingValue)} em ${simulation.fundingPeriod} meses`,
    `${offerValidityText(simulation.validUntil)}.`,
  ];
  const offers: string[] = [];
  for (const item of simulation.simulationResults) {
    if (typeof item !== 'object' || item === null) continue;
    const result = item as Record<string, unknown>;
    const bank = realEstateBanks.find((candidate) => candidate.id === result.partner);
    if (bank) offers.push(offerLines(result, bank.name, options.correspondent).join('\n'));
  }
  return [request.join('\n'), ...offers].join('\n\n');
}
