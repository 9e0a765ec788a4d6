import { formatBRL } from '../../../core/format/money.ts';
import { monthlyFromAnnualPercent } from '../../../core/products/offer-terms.ts';
import type { PartnerOffer, SortKey } from '../rules/simulator-state.ts';

const percent = (value: number, per: 'a.a.' | 'a.m.') =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}% ${per}`;

function Figure({ label, value, best }: { label: string; value: string; best?: boolean }) {
  return (
    <div className={`rounded-md px-2 py-1 ${best ? 'bg-green-50 ring-1 ring-green-700' : ''}`}>
      <dt className="text-xs text-gray-700">{label}</dt>
      <dd className="font-semibold text-gray-900">
        {value}
        {best ? <span className="sr-only"> (melhor valor)</span> : null}
      </dd>
    </div>
  );
}

/**
 * The figures of a partner's offer: amount financed, instalments, interest and CET per year and
 * per month, total paid (instalments, fees and insurance), minimum income and term.
 */
export function OfferFigures({ offer, best }: { offer: PartnerOffer; best: readonly SortKey[] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
      <Figure label="Valor financiado" value={formatBRL(offer.total_financing_value)} />
      <Figure label="Prazo" value={`${offer.term} meses`} />
      <Figure
        label="Primeira parcela"
        value={formatBRL(offer.first_installment)}
        best={best.includes('first_installment')}
      />
      <Figure label="Última parcela" value={formatBRL(offer.last_installment)} />
      <Figure label="Taxa de juros" value={percent(offer.anual_fee, 'a.a.')} />
      <Figure
        label="Taxa de juros ao mês"
        value={percent(monthlyFromAnnualPercent(offer.anual_fee), 'a.m.')}
      />
      <Figure label="CET" value={percent(offer.cet, 'a.a.')} best={best.includes('cet')} />
      <Figure label="CET ao mês" value={percent(monthlyFromAnnualPercent(offer.cet), 'a.m.')} />
      <Figure label="Total pago" value={formatBRL(offer.total_paid)} best={best.includes('total_paid')} />
      <Figure label="Renda mínima" value={formatBRL(offer.minimal_monthly_income)} />
    </dl>
  );
}
