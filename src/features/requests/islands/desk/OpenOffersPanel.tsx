import { type ReactNode, useEffect, useState } from 'react';
import { useClientStore } from '../../../../core/brand/hooks.ts';
import { $user } from '../../../../core/context/session.ts';
import { perMonthText } from '../../../../core/products/offer-terms.ts';
import { Button } from '../../../../core/ui/Button.tsx';
import { OPEN_OFFERS_PAGE_SIZE, type OpenOffersCustomerAnswer } from '../../contract/open-offers.ts';
import { formatCents } from '../../rules/desk-view.ts';
import {
  $openOffers,
  $openOffersFailure,
  $openOffersStatus,
  loadOpenOffers,
} from '../../stores/open-offers.ts';
import { DeskSection } from './DeskSection.tsx';

/** The days the services counted to the offers' last day, as the banker reads them. */
function daysLeftText(days: number): string {
  if (days <= 0) return 'vence hoje';
  return days === 1 ? '1 dia' : `${days} dias`;
}

/** One figure of a customer's open offers. */
function Fact({ term, urgent = false, children }: { term: string; urgent?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-700">{term}</dt>
      <dd className={`font-medium whitespace-nowrap ${urgent ? 'text-red-900' : 'text-gray-900'}`}>
        {children}
      </dd>
    </div>
  );
}

function OpenOffersRow({ row }: { row: OpenOffersCustomerAnswer }) {
  return (
    <li className="flex flex-col gap-2 rounded-md bg-white p-3 ring-1 ring-gray-200 sm:flex-row sm:items-center sm:gap-4">
      <p className="font-semibold break-words text-gray-900 sm:flex-1">{row.customer}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4 sm:gap-6">
        <Fact term="Ofertas">{row.offers}</Fact>
        <Fact term="Menor taxa">{perMonthText(row.best_rate_monthly)}</Fact>
        <Fact term="Maior valor">{formatCents(row.largest_amount_cents)}</Fact>
        <Fact term="Validade" urgent={row.days_left <= 1}>
          {daysLeftText(row.days_left)}
        </Fact>
      </dl>
    </li>
  );
}

/**
 * 'Ofertas em aberto' (docs/desk.md#open-offers): the customers who authorized the banker and hold
 * offers of 'Ofertas para você' not yet requested, with the days left, five a page from the server.
 */
export function OpenOffersPanel() {
  const user = useClientStore($user, null);
  const answer = useClientStore($openOffers, null);
  const status = useClientStore($openOffersStatus, 'loading');
  const failure = useClientStore($openOffersFailure, '');
  const [page, setPage] = useState(1);
  const bankerId = user?.id;
  useEffect(() => {
    if (bankerId !== undefined) void loadOpenOffers(bankerId, page);
  }, [bankerId, page]);
  const shown = answer?.page ?? page;
  const pages = answer ? Math.max(1, Math.ceil(answer.count / OPEN_OFFERS_PAGE_SIZE)) : 1;
  const hasNext = shown < pages;
  // Customers who requested their offers meanwhile may leave a later page empty: the last one is shown.
  useEffect(() => {
    if (answer && answer.customers.length === 0 && answer.page > pages) setPage(pages);
  }, [answer, pages]);
  const loading = status === 'loading';
  return (
    <DeskSection id="desk-open-offers" title="Ofertas em aberto">
      <p className="text-sm text-gray-700">Clientes que autorizaram você e têm ofertas ainda não pedidas.</p>
      {status === 'failed' ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-red-900">
          {failure}
          <Button
            variant="outline"
            onClick={() => {
              if (bankerId !== undefined) void loadOpenOffers(bankerId, page);
            }}
          >
            Tentar novamente
          </Button>
        </p>
      ) : null}
      {answer ? (
        answer.count === 0 ? (
          <p className="text-gray-800">Nenhum cliente com ofertas em aberto.</p>
        ) : (
          <ul aria-busy={loading} className="flex flex-col gap-2">
            {answer.customers.map((row) => (
              <OpenOffersRow key={row.customer_id} row={row} />
            ))}
          </ul>
        )
      ) : loading ? (
        <div role="status" aria-label="Carregando as ofertas em aberto" className="skeleton h-24 w-full" />
      ) : null}
      {answer && (shown > 1 || hasNext) ? (
        <nav aria-label="Páginas das ofertas em aberto" className="flex flex-wrap items-center gap-3">
          <Button variant="outline" disabled={loading || shown <= 1} onClick={() => setPage(shown - 1)}>
            Anterior
          </Button>
          <span className="text-sm text-gray-700">
            Página {shown} de {pages}
          </span>
          <Button variant="outline" disabled={loading || !hasNext} onClick={() => setPage(shown + 1)}>
            Próxima
          </Button>
        </nav>
      ) : null}
    </DeskSection>
  );
}
