import { describe, expect, it } from 'vitest';
import type { SessionKey } from '../storage/session-table.ts';
import { type GuardAction, type GuardInput, routeGuard, scrollTarget } from './guards.ts';
import { resolveRoute } from './route-table.ts';

/** Builds the guard input of an address as the browser would see it. */
function at(address: string, extra: Partial<GuardInput> = {}): GuardInput {
  const url = new URL(address, 'https://loja.example');
  const found = resolveRoute(url.pathname);
  return {
    match: found ? { name: found.name, params: found.params } : null,
    path: url.pathname,
    hash: url.hash,
    query: Object.fromEntries(url.searchParams),
    storedPb: null,
    ...extra,
  };
}

const store = (key: SessionKey, value: string): GuardAction => ({ type: 'storeSession', key, value });
const replace = (path: string): GuardAction => ({ type: 'replace', path });
const storePb = (pb: string): GuardAction => ({ type: 'storePb', pb });

describe('route guards (docs/routes-and-guards.md#guards)', () => {
  it.each<[string, string, Partial<GuardInput>, GuardAction[]]>([
    // Root and error pages.
    ['root goes to the error page', '/', {}, [replace('/404')]],
    [
      'root with a go-back link leaves for it',
      '/',
      { goBackLink: 'https://empresa.example' },
      [{ type: 'redirect', url: 'https://empresa.example' }],
    ],
    ['the error page clears the stored pb', '/404', {}, [{ type: 'clearStoredPb' }]],
    [
      'from root to the error page with a go-back link',
      '/404',
      { fromRoot: true, goBackLink: 'https://empresa.example' },
      [{ type: 'clearStoredPb' }, { type: 'redirect', url: 'https://empresa.example' }],
    ],
    [
      'the error page not from root stays',
      '/404',
      { goBackLink: 'https://empresa.example' },
      [{ type: 'clearStoredPb' }],
    ],
    ['the blocked page clears the stored pb', '/lojabloqueada', {}, [{ type: 'clearStoredPb' }]],
    ['an unknown address goes to the error page', '/qualquer/coisa', {}, [replace('/404')]],

    // pb handling.
    ['pb is stored each time', '/pb/ana-souza', {}, [storePb('ana-souza')]],
    [
      'a pb with capitals is lowercased, query and hash kept',
      '/pb/Ana-Souza/perfil?x=1#bio',
      {},
      [storePb('ana-souza'), replace('/pb/ana-souza/perfil?x=1#bio')],
    ],
    ['a disabled store goes to the blocked page', '/pb/disabled', {}, [replace('/lojabloqueada')]],
    ['a disabled store on any route too', '/pb/disabled/emprestimos/55', {}, [replace('/lojabloqueada')]],
    [
      "':pb' takes the stored pb and goes home",
      '/pb/:pb',
      { storedPb: 'ana-souza' },
      [storePb('ana-souza'), replace('/pb/ana-souza')],
    ],
    ["':pb' without any pb goes to the error page", '/pb/:pb', {}, [replace('/404')]],
    [
      "':pb' on a product address keeps the product",
      '/pb/:pb/emprestimos/55',
      { storedPb: 'ana-souza' },
      [storePb('ana-souza'), replace('/pb/ana-souza/emprestimos/55')],
    ],
    [
      'a query pb wins and is lowercased',
      '/pb/:pb?pb=Bruno-Melo',
      { storedPb: 'ana-souza' },
      [storePb('bruno-melo'), replace('/pb/bruno-melo')],
    ],
    [
      'a query pb on another store address',
      '/pb/ana-souza/perfil?pb=bruno-melo',
      {},
      [storePb('bruno-melo'), replace('/pb/bruno-melo')],
    ],
    [
      'a query pb with product and group goes to the product',
      '/pb/:pb?pb=ana-souza&product=55&group=emprestimos',
      {},
      [storePb('ana-souza'), replace('/pb/ana-souza/emprestimos/55')],
    ],
    [
      'a query pb with a product only goes home and carries the product',
      '/pb/:pb?pb=ana-souza&product=55',
      {},
      [storePb('ana-souza'), store('product', '55'), replace('/pb/ana-souza')],
    ],

    // Invite, report and confirm links.
    [
      'report with id',
      '/pb/ana-souza/report-invite?id=42&user=true',
      {},
      [
        storePb('ana-souza'),
        store('report', 'true'),
        store('solicitationId', '42'),
        store('userExists', 'true'),
        replace('/pb/ana-souza'),
      ],
    ],
    [
      'confirm with id and token',
      '/pb/ana-souza/confirm?id=42&token=abc',
      {},
      [
        storePb('ana-souza'),
        store('confirm', 'true'),
        store('solicitationId', '42'),
        store('solicitationToken', 'abc'),
        replace('/pb/ana-souza'),
      ],
    ],
    [
      'confirm without token stores nothing',
      '/pb/ana-souza/confirm?id=42',
      {},
      [storePb('ana-souza'), replace('/pb/ana-souza')],
    ],
    [
      'invite with id and user',
      '/pb/ana-souza/convite?id=42&user=false',
      {},
      [
        storePb('ana-souza'),
        store('invite', 'true'),
        store('solicitationId', '42'),
        store('userExists', 'false'),
        replace('/pb/ana-souza'),
      ],
    ],
    [
      'invite with review: user-exists from review, review kept',
      '/pb/ana-souza/convite?id=42&review=true',
      {},
      [
        storePb('ana-souza'),
        store('invite', 'true'),
        store('solicitationId', '42'),
        store('userExists', 'true'),
        store('review', 'true'),
        replace('/pb/ana-souza'),
      ],
    ],
    [
      'review link of a new user: the user flag wins',
      '/pb/ana-souza/convite?id=42&user=false&review=true',
      {},
      [
        storePb('ana-souza'),
        store('invite', 'true'),
        store('solicitationId', '42'),
        store('userExists', 'false'),
        store('review', 'true'),
        replace('/pb/ana-souza'),
      ],
    ],
    [
      'invite without id just goes home',
      '/pb/ana-souza/convite',
      {},
      [storePb('ana-souza'), replace('/pb/ana-souza')],
    ],

    // Simulators, q, newuser and query stripping.
    [
      'the financing simulator stores its own query pairs and strips the address',
      '/pb/ana-souza/simulador/financiamento-imobiliario/97?real_estate_value=300000&term=360&valor=1',
      {},
      [
        storePb('ana-souza'),
        store('real_estate_value', '300000'),
        store('term', '360'),
        replace('/pb/ana-souza/simulador/financiamento-imobiliario/97'),
      ],
    ],
    [
      'the financing simulator keeps the day a shared offer holds until',
      '/pb/ana-souza/simulador/financiamento-imobiliario/97?valid_until=2020-01-02',
      {},
      [
        storePb('ana-souza'),
        store('valid_until', '2020-01-02'),
        replace('/pb/ana-souza/simulador/financiamento-imobiliario/97'),
      ],
    ],
    [
      "Analytics keeps a notice's link to one request in the address, where the desk reads it",
      '/pb/ana-souza/analytics?solicitacao=order-42',
      {},
      [storePb('ana-souza')],
    ],
    [
      'the consortium simulator keeps its query in the address, where it reads it',
      '/pb/ana-souza/simulador/consorcio/117?consortium_type=cars',
      {},
      [storePb('ana-souza')],
    ],
    [
      'q stores the token and the forced change, then goes home',
      '/pb/ana-souza/perfil?q=tok123',
      {},
      [
        storePb('ana-souza'),
        store('token', 'tok123'),
        store('forceChangePassword', 'true'),
        replace('/pb/ana-souza'),
      ],
    ],
    [
      'newuser sets the force-new-account flag',
      '/pb/ana-souza?newuser=1',
      {},
      [storePb('ana-souza'), store('clickCreateNewAccount', 'true'), replace('/pb/ana-souza')],
    ],
    [
      'the product route drops its query and keeps its hash',
      '/pb/ana-souza/emprestimos/55?utm_source=zap&x=1#sobre',
      {},
      [storePb('ana-souza'), replace('/pb/ana-souza/emprestimos/55#sobre')],
    ],
    [
      'any other route drops its query',
      '/pb/ana-souza/emprestimos?utm=1',
      {},
      [storePb('ana-souza'), replace('/pb/ana-souza/emprestimos')],
    ],
    ['no query, nothing to strip', '/pb/ana-souza/emprestimos/55', {}, [storePb('ana-souza')]],

    // Office edition.
    [
      'sobre-escritorios without the office edition is a 404',
      '/pb/ana-souza/sobre-escritorios',
      {},
      [storePb('ana-souza'), replace('/404')],
    ],
    [
      'sobre-escritorios with the office edition',
      '/pb/ana-souza/sobre-escritorios',
      { officeEdition: true },
      [storePb('ana-souza')],
    ],
  ])('%s (%s)', (_name, address, extra, actions) => {
    expect(routeGuard(at(address, extra))).toEqual(actions);
  });

  it('a route without pb (not an error route) goes to /404 and logs the bad slug', () => {
    expect(
      routeGuard({
        match: { name: 'home', params: { rawSlug: 'Loja Errada' } },
        path: '/',
        query: {},
        storedPb: null,
      }),
    ).toEqual([{ type: 'logError', message: 'Slug de loja inválido: Loja Errada' }, replace('/404')]);
    expect(routeGuard({ match: { name: 'home', params: {} }, path: '/', query: {}, storedPb: null })).toEqual(
      [replace('/404')],
    );
  });

  it('navigates at most once, and only as the last action', () => {
    const addresses = [
      '/',
      '/pb/Ana',
      '/pb/:pb?pb=x&product=1',
      '/pb/a/convite?id=1',
      '/pb/a/perfil?q=t&newuser=1',
      '/pb/a/x/1?u=1',
    ];
    for (const address of addresses) {
      const actions = routeGuard(at(address, { storedPb: 'a' }));
      const moves = actions.filter((a) => a.type === 'replace' || a.type === 'redirect');
      expect(moves.length).toBeLessThanOrEqual(1);
      if (moves.length) expect(actions.at(-1)).toBe(moves[0]);
    }
  });
});

describe('scroll after navigation', () => {
  it.each([
    ['#products', { type: 'hash', selector: '#products', offset: 30 }],
    ['', { type: 'top' }],
    ['#', { type: 'top' }],
    [undefined, { type: 'top' }],
  ])('%j -> %j', (hash, target) => {
    expect(scrollTarget(hash)).toEqual(target);
  });
});
