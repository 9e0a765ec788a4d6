/**
 * Mixed traffic through the proxy while a deployment changes under it: authenticated store reads
 * (they bypass the proxy cache), fragments of pages nobody asked yet, and orders of distinct
 * (customer, product) pairs, each with its own Idempotency-Key. Every answer is tallied; a request
 * that got no answer (a reset, a closed connection) counts as `failed`.
 */
export interface Customer {
  id: number;
  token: string;
}

export interface LoadPlan {
  base: string;
  customers: Customer[];
  products: number[];
  bankerId: number;
  readers: number;
  fragmentReaders: number;
  /** Loops posting orders, each pausing `orderPauseMs` between two (every pair is ordered once). */
  orderers: number;
  orderPauseMs: number;
}

export interface LoadTally {
  requests: number;
  /** Answers with a 5xx status, by path kind. */
  serverErrors: string[];
  /**
   * Fragments nginx stopped waiting for (504 after the include budget of 1 s): slow, not lost, and
   * a page shows the stub in their place. Kept apart: on a loaded machine they come without any
   * restart.
   */
  lateFragments: number;
  /** Requests that got no answer at all. */
  failed: string[];
  /** Idempotency keys of the orders answered 201. */
  ordersCreated: string[];
  /** Orders answered anything else, with the status. */
  ordersRefused: string[];
}

export interface RunningLoad {
  /** Stops sending, waits for the requests on their way and answers the tally. */
  stop(): Promise<LoadTally>;
}

export function startMixedLoad(plan: LoadPlan): RunningLoad {
  const tally: LoadTally = {
    requests: 0,
    serverErrors: [],
    lateFragments: 0,
    failed: [],
    ordersCreated: [],
    ordersRefused: [],
  };
  let running = true;

  async function send(kind: string, path: string, init: RequestInit = {}): Promise<Response | null> {
    tally.requests += 1;
    try {
      const res = await fetch(`${plan.base}${path}`, init);
      await res.arrayBuffer();
      if (kind === 'fragment' && res.status === 504) tally.lateFragments += 1;
      else if (res.status >= 500) tally.serverErrors.push(`${kind} ${res.status}`);
      return res;
    } catch (error) {
      tally.failed.push(`${kind}: ${String((error as { cause?: unknown }).cause ?? error)}`);
      return null;
    }
  }

  async function reader(n: number): Promise<void> {
    const customer = plan.customers[n % plan.customers.length] as Customer;
    const headers = { Authorization: `Bearer ${customer.token}` };
    while (running) await send('read', '/api/store/pb/ana-souza/productgroups/', { headers });
  }

  async function fragmentReader(n: number): Promise<void> {
    for (let page = n; running; page += plan.fragmentReaders)
      await send('fragment', `/fragments/offices/head/pb/ana-souza/emprestimos/${1 + (page % 150)}`);
  }

  const pairs = plan.customers.flatMap((customer) => plan.products.map((product) => ({ customer, product })));
  async function orderer(): Promise<void> {
    for (let pair = pairs.shift(); pair && running; pair = pairs.shift()) {
      const { customer, product } = pair;
      const key = `rolagem-${customer.id}-${product}`;
      const res = await send('order', '/api/checkout/legacy/order/', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${customer.token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ customer: customer.id, product, personal_banker: plan.bankerId, terms: true }),
      });
      if (res?.status === 201) tally.ordersCreated.push(key);
      else if (res) tally.ordersRefused.push(`${key} ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, plan.orderPauseMs));
    }
  }

  const clients = [
    ...Array.from({ length: plan.readers }, (_, n) => reader(n)),
    ...Array.from({ length: plan.fragmentReaders }, (_, n) => fragmentReader(n)),
    ...Array.from({ length: plan.orderers }, orderer),
  ];
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      return tally;
    },
  };
}
