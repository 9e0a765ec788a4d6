import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { seriesOf } from '../../domain/instalment-chart.ts';
import {
  bestOffers,
  type PartnerOffer,
  type PartnerStatus,
  SORT_LABELS,
  type SortKey,
  sortedOffers,
} from '../../domain/simulator-state.ts';
import { resolveRoute } from '../../routes/route-table.ts';
import {
  $inputs,
  $simulation,
  requestOffer,
  sendByEmail,
  shareLink,
  simulate,
  sortOffers,
  startSimulator,
  toggleCharted,
} from '../../stores/real-estate-simulator.ts';
import { InstalmentChart } from './InstalmentChart.tsx';
import { OfferCard, PartnerPlaceholder } from './OfferCard.tsx';
import { RealEstateForm } from './RealEstateForm.tsx';
import { ShareBar } from './ShareBar.tsx';

function routeParams(): { pb: string; product: number } | null {
  const match = resolveRoute(window.location.pathname);
  const product = Number(match?.params.product);
  if (!match?.params.pb || !Number.isInteger(product) || product <= 0) return null;
  return { pb: match.params.pb.toLowerCase(), product };
}

/** The real-estate financing simulator (spec §4.10, product 97). */
export function RealEstateSimulator() {
  const [route, setRoute] = useState<{ pb: string; product: number } | null>(null);
  const [requesting, setRequesting] = useState<string | null>(null);
  const simulation = useStore($simulation);
  useStore($inputs);
  useEffect(() => {
    const params = routeParams();
    setRoute(params);
    if (params) void startSimulator(params.product);
  }, []);
  const offers = sortedOffers(simulation);
  const best = bestOffers(offers);
  const others = simulation.partners.filter(
    (status): status is Exclude<PartnerStatus, { state: 'answered' }> => status.state !== 'answered',
  );
  const charted = offers.filter((offer) => offer.success && simulation.charted.includes(offer.partner));
  const answeredCount = simulation.partners.length - others.filter((s) => s.state === 'pending').length;
  const request = async (offer: PartnerOffer) => {
    if (!route) return;
    setRequesting(offer.partner);
    try {
      await requestOffer(route.pb, route.product, offer);
    } finally {
      setRequesting(null);
    }
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Simulador de financiamento imobiliário</h1>
      <p className="mt-2 max-w-3xl text-gray-800">
        Compare as ofertas de quatro bancos parceiros: parcelas, Custo Efetivo Total (CET) e o total que você
        vai pagar.
      </p>
      <div className="mt-6">
        <RealEstateForm onSimulate={() => route && void simulate(route.product)} />
      </div>
      {simulation.partners.length > 0 ? (
        <section aria-labelledby="offers-title" className="mt-8">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="offers-title" className="text-xl font-bold text-gray-900">
                Ofertas dos bancos parceiros
              </h2>
              <p className="text-sm text-gray-700" role="status">
                {answeredCount < simulation.partners.length
                  ? `${answeredCount} de ${simulation.partners.length} bancos responderam.`
                  : 'Todos os bancos responderam.'}
              </p>
            </div>
            <fieldset className="flex flex-wrap items-center gap-3 text-sm">
              <legend className="sr-only">Ordenar por</legend>
              <span aria-hidden="true" className="font-semibold text-gray-900">
                Ordenar por:
              </span>
              {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
                <label key={key} className="flex items-center gap-1 text-gray-800">
                  <input
                    type="radio"
                    name="sort"
                    value={key}
                    checked={simulation.sort === key}
                    onChange={() => sortOffers(key)}
                  />
                  {SORT_LABELS[key]}
                </label>
              ))}
            </fieldset>
          </div>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Ofertas">
            {offers.map((offer) => (
              <OfferCard
                key={offer.partner}
                offer={offer}
                best={(Object.keys(best) as SortKey[]).filter((key) => best[key].includes(offer.partner))}
                charted={simulation.charted.includes(offer.partner)}
                onToggleChart={() => toggleCharted(offer.partner)}
                onRequest={() => void request(offer)}
                requesting={requesting === offer.partner}
              />
            ))}
            {others.map((status) => (
              <PartnerPlaceholder key={status.partner} status={status} />
            ))}
          </ul>
          <section aria-labelledby="chart-section-title" className="mt-8 rounded-lg bg-white p-5 shadow-sm">
            <h2 id="chart-section-title" className="text-lg font-bold text-gray-900">
              Parcelas ao longo do prazo
            </h2>
            <div className="mt-3">
              <InstalmentChart series={charted.map(seriesOf)} />
            </div>
          </section>
          {route ? (
            <div className="mt-8">
              <ShareBar
                link={shareLink(window.location.origin, route.pb, route.product)}
                onMail={() => void sendByEmail(route.product)}
              />
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
