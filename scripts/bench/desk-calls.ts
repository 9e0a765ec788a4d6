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
  const desk = `${base}/api/checkout/requests/desk/${id}`;
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
    ['Solicitações: the pipeline', `${desk}/`],
    ["Solicitações: the pipeline, search 'silva'", `${desk}/?search=silva`],
    ["Solicitações: 'Recebida', page 2", `${desk}/?status=recebida&page=2`],
    ['Ofertas em aberto', `${desk}/open-offers/`],
    ['Comissões', `${desk}/commissions/`],
    ['Funil, the last 30 days', `${base}/api/store/funnel/desk/${id}/`],
    ['Funil, a year', `${base}/api/store/funnel/desk/${id}/?from=2025-12-03&to=2026-12-02`],
    ['Avisos', `${api}/notifications/`],
  ];
}
