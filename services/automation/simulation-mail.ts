import { optionLabel, PROPERTY_TYPES } from '../../src/domain/options.ts';
import { realEstateBanks } from '../partners/real-estate-banks.ts';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (value: number) => brl.format(value).replace(/\s/g, ' ');
const percent = (value: number) =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** The stored simulation a mail is written from (an interest record). */
export interface StoredSimulation {
  financingValue: number;
  fundingPeriod: number;
  realEstateValue: number;
  realEstateType: string;
  realEstateAddressState: string;
  simulationResults: unknown[];
}

/** Figures of an offer a mail may show: numbers only, so no text or link can travel in it. */
const FIGURES: readonly [key: string, label: string, format: (value: number) => string][] = [
  ['first_installment', 'Primeira parcela', money],
  ['last_installment', 'Última parcela', money],
  ['anual_fee', 'Taxa de juros', (value) => `${percent(value)} ao ano`],
  ['cet', 'CET', (value) => `${percent(value)} ao ano`],
  ['total_paid', 'Total pago', money],
  ['minimal_monthly_income', 'Renda mínima', money],
];

/**
 * The body of a simulation mail: the request as stored and, for every known partner bank in the
 * stored results, its name (from our configuration) and its figures. Whatever text the results
 * carry is left out.
 */
export function simulationMailBody(simulation: StoredSimulation): string {
  const request = [
    `${optionLabel(PROPERTY_TYPES, simulation.realEstateType) ?? simulation.realEstateType} em ${simulation.realEstateAddressState}, valor do imóvel ${money(simulation.realEstateValue)}`,
    `Valor financiado: ${money(simulation.financingValue)} em ${simulation.fundingPeriod} meses`,
  ];
  const offers: string[] = [];
  for (const item of simulation.simulationResults) {
    if (typeof item !== 'object' || item === null) continue;
    const result = item as Record<string, unknown>;
    const bank = realEstateBanks.find((candidate) => candidate.id === result.partner);
    if (!bank) continue;
    const lines = [bank.name];
    if (result.success === false) {
      lines.push('  Esta simulação não atende às regras do parceiro.');
    } else {
      for (const [key, label, format] of FIGURES) {
        const value = result[key];
        if (typeof value === 'number' && Number.isFinite(value)) lines.push(`  ${label}: ${format(value)}`);
      }
    }
    offers.push(lines.join('\n'));
  }
  return [request.join('\n'), ...offers].join('\n\n');
}
