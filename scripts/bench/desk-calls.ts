import { fillPath } from '../../src/core/contract/endpoint.ts';
import { DEFAULT_BASES } from '../../src/core/contract/route-common.ts';
import { FUNNEL_ROUTES } from '../../src/features/funnel/contract/funnel-routes.ts';
import { REQUESTS_ROUTES } from '../../src/features/requests/contract/requests-routes.ts';

/**
 * The answers the desk's benchmark times (scripts/bench/desk-bench.ts), as the screen asks for
 * them: Analytics' pages under `api` (`/api/store/analytics/{id}`), the desk's and the funnel's.
 */
export function deskCalls(
  base: string,
  api: string,
  id: number,
  book: { someone: number; lastPage: number },
): [string, string][] {
  const { someone, lastPage } = book;
  const at = (route: { service: keyof typeof DEFAULT_BASES; path: string }, query = '') =>
    `${base}${DEFAULT_BASES[route.service]}/${fillPath(route.path, { banker: id })}${query}`;
  return [
    ['Clientes, first page', `${api}/customers/`],
    ['Clientes, page 1000', `${api}/customers/?page=${Math.min(1000, lastPage)}`],
    ['Clientes, last page', `${api}/customers/?page=${lastPage}`],
    ['Clientes, by name desc', `${api}/customers/?sort=name&direction=desc`],
    ['Clientes, fewest orders first', `${api}/customers/?sort=total&direction=asc`],
    ["Clientes, search 'silva'", `${api}/customers/?search=silva`],
    ["Clientes, search 'joão souza 4'", `${api}/customers/?search=${encodeURIComponent('joão souza 4')}`],
    ['Clientes, search of a phone number', `${api}/customers/?search=97919`],
    ['Transações de {customer}', `${api}/customers/${someone}/orders/`],
    ['Produtos', `${api}/products/`],
    ["Produtos, search 'cr'", `${api}/products/?search=cr`],
    ['Transações', `${api}/transactions/`],
    ["Transações, search 'silva'", `${api}/transactions/?search=silva`],
    ['Leads', `${api}/leads/`],
    ['Leads, by e-mail', `${api}/leads/?sort=email&direction=desc&page=50`],
    [
      "Solicitações (the store's latest requests, for integrations)",
      `${base}/api/checkout/requests/store/${id}/`,
    ],
    ['Solicitações: the pipeline', at(REQUESTS_ROUTES.deskPipeline)],
    ["Solicitações: the pipeline, search 'silva'", at(REQUESTS_ROUTES.deskPipeline, '?search=silva')],
    ["Solicitações: 'Recebida', page 2", at(REQUESTS_ROUTES.deskPipeline, '?status=recebida&page=2')],
    ['Ofertas em aberto', at(REQUESTS_ROUTES.openOffers)],
    ['Comissões', at(REQUESTS_ROUTES.deskCommissions)],
    ['Funil, the last 30 days', at(FUNNEL_ROUTES.storeFunnel)],
    ['Funil, a year', at(FUNNEL_ROUTES.storeFunnel, '?from=2025-12-03&to=2026-12-02')],
    ['Avisos', `${api}/notifications/`],
  ];
}
