import type { FunnelAnswer, FunnelStep, StepCountsAnswer } from '../contract/funnel.ts';

/** The steps as the banker reads them. */
export const STEP_LABELS: Record<FunnelStep, string> = {
  visit: 'Visitas',
  simulation: 'Simulações',
  offers: 'Ofertas pedidas',
  request: 'Solicitações',
  approved: 'Aprovadas',
  contracted: 'Contratadas',
};

/** A source as the banker reads it: 'QR code', 'Link', 'Campanha natal-2026', or none known. */
export function sourceLabel(source: string): string {
  if (source === '') return 'Sem origem conhecida';
  if (source === 'qr') return 'QR code';
  if (source === 'link') return 'Link';
  return source.startsWith('campanha:') ? `Campanha ${source.slice('campanha:'.length)}` : source;
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** The share of a step that reached the next, in pt-BR ('42,5%'); '—' when the step had none. */
export function conversionText(from: number, to: number): string {
  return from > 0 ? percent.format(to / from) : '—';
}

/** A bar's width against the largest step, in percent, at least a sliver when it counted anything. */
export function barWidth(count: number, largest: number): number {
  if (count <= 0 || largest <= 0) return 0;
  return Math.max(2, Math.round((count / largest) * 100));
}

/** A row of the funnel's tables: a family's or a source's count of every step. */
export interface StepsRow {
  key: string;
  name: string;
  counts: StepCountsAnswer;
}

export const familyRows = (funnel: FunnelAnswer): StepsRow[] =>
  funnel.families.map(({ slug, name, counts }) => ({ key: slug, name, counts }));

export const sourceRows = (funnel: FunnelAnswer): StepsRow[] =>
  funnel.sources.map(({ source, counts }) => ({ key: source, name: sourceLabel(source), counts }));

/** The sources a filter can choose: the known ones ('' is what came without one). */
export const sourceChoices = (sources: FunnelAnswer['sources']): { value: string; name: string }[] =>
  sources
    .filter(({ source }) => source !== '')
    .map(({ source }) => ({ value: source, name: sourceLabel(source) }));
