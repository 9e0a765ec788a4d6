import type { ReactNode } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import type { OfferEntryAnswer, OfferFiguresAnswer } from '../contract/offers.ts';
import { OFFER_MESSAGES, OFFER_TEXTS } from '../contract/offers-messages.ts';
import {
  cetBreakdownRows,
  figureRows,
  type LabelledValue,
  lateChargeRows,
  OFFER_CARD_TEXTS,
  oneMonthLateText,
  totalRows,
  withBankerTitle,
} from '../rules/offer-view.ts';
import { requestOffer } from '../stores/offers.ts';
import { OfferDisclosure } from './OfferDisclosure.tsx';
import { useOffersCall } from './use-offers-call.ts';

function Institution({ entry }: { entry: OfferEntryAnswer }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img
        src={entry.institution.logo}
        alt=""
        width={48}
        height={48}
        className="h-12 w-12 shrink-0 rounded-md bg-white object-contain ring-1 ring-gray-200"
      />
      <div className="min-w-0">
        <h3 className="font-bold text-gray-900">{entry.institution.name}</h3>
        <p className="text-sm text-gray-700">{entry.product.name}</p>
        {entry.correspondent ? <p className="text-xs text-gray-700">via {entry.correspondent}</p> : null}
      </div>
    </div>
  );
}

/** A list of labelled figures. */
function Figures({ rows, className }: { rows: LabelledValue[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col">
          <dt className="text-gray-700">{row.label}</dt>
          <dd className="font-semibold text-gray-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4 flex break-inside-avoid flex-col gap-2 last:mb-0">
      <h4 className="font-semibold text-gray-900">{title}</h4>
      {children}
    </section>
  );
}

/**
 * What CDC art. 54-B asks an offer to state beyond its face: the CET's elements, the totals with and
 * without the financing, the late charges, who lends, and the right to pay off early.
 */
function OfferDetails({ entry, figures }: { entry: OfferEntryAnswer; figures: OfferFiguresAnswer }) {
  const lender = entry.lender;
  return (
    // Two columns on wider screens, each section whole, read down the first then the second.
    <div className="text-sm text-gray-800 md:columns-2 md:gap-8">
      <DetailSection title={OFFER_CARD_TEXTS.cetBreakdown}>
        <table className="w-full text-left">
          <thead className="text-gray-700">
            <tr>
              <th scope="col" className="py-1 font-normal">
                {OFFER_CARD_TEXTS.cetComponent}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {OFFER_CARD_TEXTS.cetAmount}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {OFFER_CARD_TEXTS.cetShare}
              </th>
            </tr>
          </thead>
          <tbody>
            {cetBreakdownRows(figures).map((row) => (
              <tr key={row.label} className="border-t border-gray-200">
                <th scope="row" className="py-1 font-normal">
                  {row.label}
                </th>
                <td className="py-1 text-right font-semibold text-gray-900">{row.amount}</td>
                <td className="py-1 text-right font-semibold text-gray-900">{row.share}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DetailSection>
      <DetailSection title={OFFER_CARD_TEXTS.totals}>
        <Figures rows={totalRows(figures)} className="grid grid-cols-2 gap-x-4 gap-y-2" />
      </DetailSection>
      <DetailSection title={OFFER_CARD_TEXTS.lateCharges}>
        <Figures rows={lateChargeRows(figures)} className="grid grid-cols-2 gap-x-4 gap-y-2" />
        <p>{oneMonthLateText(figures)}</p>
      </DetailSection>
      {lender ? (
        <DetailSection title={OFFER_CARD_TEXTS.lender}>
          <address className="not-italic">
            <span className="block font-semibold text-gray-900">{lender.name}</span>
            <span className="block">{lender.address}</span>
            <a className="underline" href={`mailto:${lender.email}`}>
              {lender.email}
            </a>
          </address>
          {entry.correspondent ? (
            <p>
              {OFFER_CARD_TEXTS.correspondent}: {entry.correspondent}
            </p>
          ) : null}
        </DetailSection>
      ) : null}
      <DetailSection title={OFFER_CARD_TEXTS.earlyPayoff}>
        <p>{OFFER_MESSAGES.earlyPayoff}</p>
      </DetailSection>
    </div>
  );
}

/**
 * An offer: its figures from the services, why it fits, until when it holds, the legal detail folded
 * under 'Detalhes da oferta' (before the button, so it is read before asking), and 'Quero esta oferta'.
 */
export function OfferCard({ entry, occupation }: { entry: OfferEntryAnswer; occupation: string }) {
  const pb = useStore($pb) ?? '';
  const { busy, refusal, run } = useOffersCall();
  const figures = entry.figures;
  if (!figures) return null;
  return (
    <article
      aria-label={`Oferta de ${entry.institution.name}`}
      className={`flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ${entry.mark ? 'ring-2 ring-primary' : 'ring-gray-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Institution entry={entry} />
        {entry.mark ? (
          <span className="rounded-full bg-primary px-3 py-1 text-xs font-bold text-on-primary">
            {entry.mark}
          </span>
        ) : null}
      </div>
      <Figures
        rows={figureRows(figures)}
        className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3"
      />
      <p className="text-sm text-gray-800">
        {entry.fit ? <span className="font-semibold">{entry.fit}. </span> : null}
        {entry.valid_until_text}
      </p>
      <OfferDisclosure label={OFFER_CARD_TEXTS.details}>
        <OfferDetails entry={entry} figures={figures} />
      </OfferDisclosure>
      {entry.request ? (
        <Alert tone="success">
          {withBankerTitle(OFFER_TEXTS.requested, occupation)}{' '}
          <a className="font-semibold underline" href={pathFor('requests', { pb })}>
            {OFFER_TEXTS.followRequest}
          </a>
        </Alert>
      ) : (
        <Button className="self-start" loading={busy} onClick={() => void run(() => requestOffer(pb, entry))}>
          {OFFER_TEXTS.requestOffer}
        </Button>
      )}
      {refusal ? <Alert>{refusal}</Alert> : null}
    </article>
  );
}

/** A partner that declined ('recusada', with its reason) or did not answer ('indisponível no momento'). */
export function NoOfferCard({ entry }: { entry: OfferEntryAnswer }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between">
      <Institution entry={entry} />
      <p className="text-sm text-gray-800">
        <span className="font-semibold">{entry.status_label}</span>
        {entry.status === 'recusada' && entry.reason ? `: ${entry.reason}` : null}
      </p>
    </li>
  );
}
