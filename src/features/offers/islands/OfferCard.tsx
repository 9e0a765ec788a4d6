import { useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import type { OfferEntryAnswer } from '../contract/offers.ts';
import { OFFER_TEXTS } from '../contract/offers-messages.ts';
import { figureRows, withBankerTitle } from '../rules/offer-view.ts';
import { OffersError, requestOffer } from '../stores/offers.ts';

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

/** An offer: its figures from the services, why it fits, until when it holds, and 'Quero esta oferta'. */
export function OfferCard({ entry, occupation }: { entry: OfferEntryAnswer; occupation: string }) {
  const pb = useStore($pb) ?? '';
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const figures = entry.figures;
  if (!figures) return null;
  const ask = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await requestOffer(pb, entry);
    } catch (error) {
      if (!(error instanceof OffersError)) throw error;
      setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };
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
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {figureRows(figures).map((row) => (
          <div key={row.label} className="flex flex-col">
            <dt className="text-gray-700">{row.label}</dt>
            <dd className="font-semibold text-gray-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-gray-800">
        {entry.fit ? <span className="font-semibold">{entry.fit}. </span> : null}
        {entry.valid_until_text}
      </p>
      {entry.request ? (
        <Alert tone="success">
          {withBankerTitle(OFFER_TEXTS.requested, occupation)}{' '}
          <a className="font-semibold underline" href={pathFor('requests', { pb })}>
            {OFFER_TEXTS.followRequest}
          </a>
        </Alert>
      ) : (
        <Button className="self-start" loading={busy} onClick={() => void ask()}>
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
