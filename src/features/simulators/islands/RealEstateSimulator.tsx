import { useEffect, useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { loadOfferContext } from '../../../core/context/offer-context.ts';
import { seriesOf } from '../rules/instalment-chart.ts';
import {
  type PartnerOffer,
  type PartnerStatus,
  SORT_LABELS,
  sortedOffers,
} from '../rules/simulator-state.ts';
import {
  $inputs,
  $offerValidity,
  $simulation,
  requestOffer,
  sendByEmail,
  shareLink,
  simulate,
  sortOffers,
  startSimulator,
} from '../stores/real-estate-simulator.ts';
import { InstalmentChart } from './InstalmentChart.tsx';
import { OfferList } from './OfferList.tsx';
import { ExpiredOffer } from './OfferTerms.tsx';
import { RealEstateForm } from './RealEstateForm.tsx';
import { ResultsHeader } from './ResultsHeader.tsx';
import { ShareBar } from './ShareBar.tsx';
import { SimulatorPage } from './SimulatorPage.tsx';
import { requestMarked, simulatorRoute } from './simulator-route.ts';

/** The real-estate financing simulator (docs/simulators.md#simulations, product 97). */
export function RealEstateSimulator() {
  const [route, setRoute] = useState<{ pb: string; product: number } | null>(null);
  const [requesting, setRequesting] = useState<string | null>(null);
  const simulation = useStore($simulation);
  const validity = useStore($offerValidity);
  useStore($inputs);
  useEffect(() => {
    const params = simulatorRoute();
    setRoute(params);
    if (!params) return;
    void startSimulator(params.product);
    void loadOfferContext(params.pb, params.product);
  }, []);
  const offers = sortedOffers(simulation);
  const others = simulation.partners.filter(
    (status): status is Exclude<PartnerStatus, { state: 'answered' }> => status.state !== 'answered',
  );
  const charted = offers.filter((offer) => offer.success && simulation.charted.includes(offer.partner));
  const answeredCount = simulation.partners.length - others.filter((s) => s.state === 'pending').length;
  const request = async (offer: PartnerOffer) => {
    if (route)
      await requestMarked(setRequesting, offer.partner, () => requestOffer(route.pb, route.product, offer));
  };
  const expiredNotice =
    validity?.expired && route ? (
      <ExpiredOffer validUntil={validity.validUntil} onSimulate={() => void simulate(route.product)} />
    ) : null;
  return (
    <SimulatorPage
      title="Simulador de financiamento imobiliário"
      intro="Compare as ofertas de quatro bancos parceiros: parcelas, Custo Efetivo Total (CET) e o total que você vai pagar."
    >
      {expiredNotice && simulation.partners.length === 0 ? expiredNotice : null}
      <div className="mt-6">
        <RealEstateForm onSimulate={() => route && void simulate(route.product)} />
      </div>
      {simulation.partners.length > 0 ? (
        <section aria-labelledby="offers-title" className="mt-8">
          <ResultsHeader
            titleId="offers-title"
            title="Ofertas dos bancos parceiros"
            status={
              answeredCount < simulation.partners.length
                ? `${answeredCount} de ${simulation.partners.length} bancos responderam.`
                : 'Todos os bancos responderam.'
            }
            sortName="sort"
            sortLabels={SORT_LABELS}
            sort={simulation.sort}
            onSort={sortOffers}
          />
          {/* Offers left open past their day give way to the notice, where the visitor clicked. */}
          {expiredNotice ?? (
            <OfferList
              offers={offers}
              others={others}
              charted={simulation.charted}
              requesting={requesting}
              onRequest={(offer) => void request(offer)}
            />
          )}
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
    </SimulatorPage>
  );
}
