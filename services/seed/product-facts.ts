import { CONSORTIUM_IDS } from '../../src/core/products/product-rules.ts';
import type { ExtraField } from '../db/schema/catalog.ts';
import type { ProductSeed } from './product-seed.ts';

/** Family ids of the catalog (see GROUPS in catalog-data.ts). */
const FAMILY = {
  loans: 1,
  homeEquity: 2,
  financing: 3,
  consortium: 4,
  cards: 5,
  insurance: 6,
  pension: 7,
  benefits: 8,
  accounts: 9,
} as const;

/** Pick one of a list by product id, so every product keeps the same facts between seeds. */
const pick = <T>(list: readonly T[], id: number): T => list[id % list.length] as T;

const percent = (value: number) => `${value.toFixed(2).replace('.', ',')}%`;
const money = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }).format(
    value,
  );

/** Monthly rates of loans, by kind: payroll loans are cheapest, business and personal the dearest. */
const LOAN_RATES: Record<string, readonly number[]> = {
  Consignado: [1.66, 1.72, 1.8],
  'Crédito Empresarial': [1.39, 1.59, 1.89],
  'Empréstimo Pessoal': [1.99, 2.49, 2.89, 3.49],
};

/** A rough monthly CET over the rate (taxes and fees), shown only where a product publishes it. */
const cetOf = (rate: number) => percent(rate + 0.21);

function loanFacts(p: ProductSeed): ExtraField[] {
  const rate = pick(LOAN_RATES[p.category] ?? LOAN_RATES['Empréstimo Pessoal'] ?? [1.99], p.id);
  const term = p.category === 'Consignado' ? 96 : p.isPj ? 60 : pick([36, 48, 72], p.id);
  const facts: ExtraField[] = [
    { label: 'Taxa a partir de', value: `${percent(rate)} a.m.` },
    { label: 'Prazo', value: `até ${term} meses` },
  ];
  // Only some partners publish the CET in advance; the others quote it with the proposal.
  if (p.id % 2 === 1) facts.push({ label: 'CET a partir de', value: `${cetOf(rate)} a.m.` });
  return facts;
}

function homeEquityFacts(p: ProductSeed): ExtraField[] {
  const rate = pick([1.09, 1.15, 1.19, 1.29], p.id);
  return [
    { label: 'Taxa a partir de', value: `${percent(rate)} a.m.` },
    { label: 'Prazo', value: 'até 240 meses' },
    { label: 'CET a partir de', value: `${cetOf(rate)} a.m.` },
    { label: 'Crédito de até', value: '60% do valor do imóvel' },
  ];
}

function financingFacts(p: ProductSeed): ExtraField[] {
  if (p.category === 'Financiamentos') {
    return [
      { label: 'Taxa a partir de', value: `${percent(pick([0.79, 0.85, 0.89], p.id))} a.m. + TR` },
      { label: 'Prazo', value: 'até 420 meses' },
      { label: 'Financia até', value: '80% do valor do imóvel' },
    ];
  }
  const vehicles = p.category === 'Financiamento de Veículos';
  return [
    { label: 'Taxa a partir de', value: `${percent(pick([1.29, 1.49, 1.69], p.id))} a.m.` },
    { label: 'Prazo', value: `até ${vehicles ? 60 : 48} meses` },
    { label: 'Financia até', value: vehicles ? '90% do valor do veículo' : '100% do equipamento' },
  ];
}

function consortiumFacts(p: ProductSeed): ExtraField[] {
  const realEstate = /Imóve/.test(p.title) || CONSORTIUM_IDS.includes(p.id);
  const [min, max] = realEstate ? [100_000, 1_000_000] : [30_000, 350_000];
  return [
    { label: 'Taxa de administração', value: `a partir de ${pick([14, 15, 16, 18], p.id)}%` },
    { label: 'Prazo', value: `até ${realEstate ? 200 : 100} meses` },
    { label: 'Cartas de crédito', value: `de ${money(min)} a ${money(max)}` },
    { label: 'Juros', value: 'Sem juros' },
  ];
}

function cardFacts(p: ProductSeed): ExtraField[] {
  const tier = /Black/.test(p.title) ? 3 : /Platinum|Viagem|Corporativo|Empresarial/.test(p.title) ? 2 : 1;
  const fee = tier === 1 ? 'Grátis' : `12x de ${money(tier === 2 ? 39 : 89)}`;
  const reward = /Cashback/.test(p.title)
    ? '1% de cashback em todas as compras'
    : tier === 1
      ? '1 ponto por dólar gasto'
      : `${tier} pontos por dólar gasto`;
  return [
    { label: 'Anuidade', value: fee },
    { label: 'Recompensas', value: reward },
    { label: 'Renda mínima', value: money(tier === 3 ? 15_000 : tier === 2 ? 5_000 : 1_500) },
  ];
}

function insuranceFacts(p: ProductSeed): ExtraField[] {
  const kind = /Vida/.test(p.title)
    ? { coverage: 'Morte, invalidez e doenças graves', premium: 19 }
    : /Auto/.test(p.title)
      ? { coverage: 'Colisão, roubo, furto e terceiros', premium: 129 }
      : /Viagem/.test(p.title)
        ? { coverage: 'Despesas médicas e bagagem no exterior', premium: 9 }
        : /Empresarial/.test(p.title)
          ? { coverage: 'Incêndio, roubo e responsabilidade civil', premium: 89 }
          : { coverage: 'Incêndio, danos elétricos e assistência 24h', premium: 24 };
  return [
    { label: 'Cobertura', value: kind.coverage },
    { label: 'Mensalidade a partir de', value: money(kind.premium + (p.id % 5)) },
  ];
}

function pensionFacts(p: ProductSeed): ExtraField[] {
  return [
    { label: 'Planos', value: p.isPj ? 'PGBL para a equipe' : 'PGBL ou VGBL' },
    { label: 'Taxa de administração', value: `${percent(pick([0.8, 1, 1.2], p.id))} a.a.` },
    { label: 'Aporte mensal a partir de', value: money(p.isPj ? 200 : 100) },
  ];
}

function benefitFacts(p: ProductSeed): ExtraField[] {
  const gives = /Odonto/.test(p.title)
    ? 'Consultas, limpeza e urgência odontológica'
    : /Telemedicina/.test(p.title)
      ? 'Consultas médicas por vídeo, 24 horas'
      : /Pet/.test(p.title)
        ? 'Consultas veterinárias e banho e tosa'
        : /Celular/.test(p.title)
          ? 'Roubo, furto e quebra acidental'
          : /Funeral/.test(p.title)
            ? 'Assistência funeral para a família'
            : /Descontos/.test(p.title)
              ? 'Descontos em farmácias, cinemas e lojas'
              : /Alimentação/.test(p.title)
                ? 'Saldo para mercados e restaurantes'
                : 'Compras e saques com desconto em folha';
  return [
    { label: 'O que você recebe', value: gives },
    { label: 'Para', value: p.isPj ? 'A sua equipe' : 'Você e a sua família' },
  ];
}

function accountFacts(p: ProductSeed): ExtraField[] {
  if (p.category === 'Câmbio') {
    return [
      { label: 'O que você recebe', value: 'Envio e recebimento de dinheiro do exterior' },
      { label: 'Moedas', value: 'Mais de 20 moedas' },
    ];
  }
  return [
    { label: 'Tarifa de manutenção', value: 'Grátis' },
    {
      label: 'O que você recebe',
      value: p.isPj ? 'Pix, boletos e maquininha' : 'Pix, cartão de débito e rendimento',
    },
  ];
}

const BY_FAMILY: Record<number, (p: ProductSeed) => ExtraField[]> = {
  [FAMILY.loans]: loanFacts,
  [FAMILY.homeEquity]: homeEquityFacts,
  [FAMILY.financing]: financingFacts,
  [FAMILY.consortium]: consortiumFacts,
  [FAMILY.cards]: cardFacts,
  [FAMILY.insurance]: insuranceFacts,
  [FAMILY.pension]: pensionFacts,
  [FAMILY.benefits]: benefitFacts,
  [FAMILY.accounts]: accountFacts,
};

/** The facts of a product that fit its family (the product page's 'Vantagens' and side card). */
export function productFacts(p: ProductSeed): ExtraField[] {
  return BY_FAMILY[p.group]?.(p) ?? [];
}
