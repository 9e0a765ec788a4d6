import { partnerInstitution } from '../../../core/contract/partner-institutions.ts';
import { formatBRL } from '../../../core/format/money.ts';
import type { PartnerOffer, PartnerStatus, SortKey } from '../rules/simulator-state.ts';
import { OfferFigures } from './OfferFigures.tsx';
import { OfferTerms } from './OfferTerms.tsx';
import { ResultCard } from './ResultCard.tsx';

const BEST_LABELS: Record<SortKey, string> = {
  first_installment: 'Menor primeira parcela',
  cet: 'Menor CET',
  total_paid: 'Menor total pago',
};

const SYSTEM_LABELS = { SAC: 'SAC: parcelas decrescentes', PRICE: 'PRICE: parcelas fixas' } as const;

export interface OfferCardProps {
  offer: PartnerOffer;
  /** Columns in which this offer has the best value. */
  best: readonly SortKey[];
  charted: boolean;
  onToggleChart: () => void;
  onRequest: () => void;
  requesting: boolean;
  /** Last day (yyyy-mm-dd) the offer holds. */
  validUntil: string | null;
  /** The store acts as the partner's correspondent (the product's arrangement). */
  correspondent: boolean;
}

/** One partner's offer (docs/simulators.md#simulations): logo, system, figures, its rules, how long it holds and whom the store acts for. */
export function OfferCard(props: OfferCardProps) {
  const { offer, best, charted, onToggleChart, onRequest, requesting, validUntil, correspondent } = props;
  const titleId = `offer-${offer.partner}`;
  return (
    <ResultCard titleId={titleId} data-offer={offer.partner}>
      <div className="flex items-center gap-3">
        {offer.partner_logo ? (
          <img src={offer.partner_logo} alt="" width={40} height={40} className="h-10 w-10 rounded" />
        ) : (
          // No logo: the partner's initial in the logo's place, so the card keeps its layout.
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-gray-100 font-bold text-gray-700"
          >
            {offer.partner_name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h3 id={titleId} className="font-bold text-gray-900">
            {offer.partner_name}
          </h3>
          <p className="text-xs text-gray-700">{SYSTEM_LABELS[offer.amortization_system]}</p>
        </div>
      </div>
      {best.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Destaques">
          {best.map((key) => (
            <li key={key} className="rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">
              {BEST_LABELS[key]}
            </li>
          ))}
        </ul>
      ) : null}
      <OfferFigures offer={offer} best={best} />
      <p className="mt-2 text-xs text-gray-700">
        Inclui tarifas e seguros de {formatBRL(offer.monthly_fees)} por mês e {formatBRL(offer.upfront_fees)}{' '}
        na contratação.
      </p>
      {offer.partner_constraint_message ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {offer.partner_constraint_message}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-gray-700">{offer.partner_message}</p>
      <OfferTerms
        validUntil={validUntil}
        correspondentOf={correspondent ? partnerInstitution(offer.partner) : null}
      />
      {offer.success ? (
        <div className="mt-auto flex flex-col gap-2 pt-3">
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" checked={charted} onChange={onToggleChart} className="h-4 w-4" />
            Mostrar no gráfico
          </label>
          <button type="button" className="btn-primary" onClick={onRequest} disabled={requesting}>
            Quero esta proposta<span className="sr-only"> do {offer.partner_name}</span>
          </button>
        </div>
      ) : null}
    </ResultCard>
  );
}

/** A partner still answering, or one that failed with its message. */
export function PartnerPlaceholder({ status }: { status: Exclude<PartnerStatus, { state: 'answered' }> }) {
  if (status.state === 'pending') {
    return (
      <li className="rounded-lg bg-white p-4 shadow-sm" aria-busy="true" data-offer-pending={status.partner}>
        <p className="font-bold text-gray-900">{status.name}</p>
        <p className="mt-1 text-sm text-gray-700">Consultando…</p>
        <div className="skeleton mt-3 h-24 w-full" />
      </li>
    );
  }
  return (
    <li className="rounded-lg border border-red-300 bg-red-50 p-4" data-offer-failed={status.partner}>
      <p className="font-bold text-gray-900">{status.name}</p>
      <p className="mt-1 text-sm text-red-900">{status.message}</p>
    </li>
  );
}
