import { useStore } from '../../../core/browser/use-store.ts';
import { $actsAsCorrespondent } from '../../../core/context/offer-context.ts';
import { bestOffers, type PartnerOffer, type PartnerStatus, type SortKey } from '../rules/simulator-state.ts';
import { $offerValidity, toggleCharted } from '../stores/real-estate-simulator.ts';
import { OfferCard, PartnerPlaceholder } from './OfferCard.tsx';

/** The partners' offers in the chosen order, then the partners still answering or failed. */
export function OfferList({
  offers,
  others,
  charted,
  requesting,
  onRequest,
}: {
  offers: readonly PartnerOffer[];
  others: readonly Exclude<PartnerStatus, { state: 'answered' }>[];
  charted: readonly string[];
  requesting: string | null;
  onRequest: (offer: PartnerOffer) => void;
}) {
  const validity = useStore($offerValidity);
  const correspondent = useStore($actsAsCorrespondent);
  const best = bestOffers(offers);
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Ofertas">
      {offers.map((offer) => (
        <OfferCard
          key={offer.partner}
          offer={offer}
          best={(Object.keys(best) as SortKey[]).filter((key) => best[key].includes(offer.partner))}
          charted={charted.includes(offer.partner)}
          onToggleChart={() => toggleCharted(offer.partner)}
          onRequest={() => onRequest(offer)}
          requesting={requesting === offer.partner}
          validUntil={validity?.validUntil ?? null}
          correspondent={correspondent}
        />
      ))}
      {others.map((status) => (
        <PartnerPlaceholder key={status.partner} status={status} />
      ))}
    </ul>
  );
}
