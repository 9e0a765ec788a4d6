import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { wholeNumberIn } from '../../src/core/contract/fields.ts';
import { isoToBrDate } from '../../src/core/format/dates.ts';
import { formatBRLText } from '../../src/core/format/money.ts';
import {
  type AmortizationSystem,
  monthlyRateFromAnnual,
  schedule,
  toCentavos,
  toReais,
} from '../../src/features/simulators/rules/amortization.ts';
import { clockControlRoutes } from '../clock/clock-control.ts';
import type { AppEnv, Deps } from '../context.ts';
import { badRequest, notFound, parseOrThrow } from '../context.ts';
import type { Db } from '../db/index.ts';
import { institutions, orders, products } from '../db/schema/index.ts';
import { developmentOnly } from '../http/local-only.ts';
import { partnersFor } from '../partner-registry.ts';
import { sandboxHolderOf } from './bureau-holders.ts';
import { bureauServices, sandboxHistoryScore } from './credit-bureaus.ts';
import { type FailureSwitch, MAX_DELAY_MS } from './failure-switch.ts';
import { HAND_OFF_PATH, orderIdOfReference } from './hand-off.ts';
import { formatPercent } from './money.ts';
import { type RealEstateBankConfig, realEstateBanks } from './real-estate-banks.ts';
import { escapeHtml, partnerLogoSvg, sandboxPage } from './sandbox-page.ts';

/** A CPF as the sandbox control takes it: 11 digits. */
const CpfDigits = v.pipe(v.string(), v.regex(/^\d{11}$/, 'Informe o CPF com 11 dígitos.'));

const CONTROL_MESSAGES = {
  body: 'Envie {"fail": "always" | "restore" | N} ou {"delay_ms": N}.',
  delayMs: `delay_ms: um número inteiro de milissegundos, de 0 a ${MAX_DELAY_MS}.`,
} as const;

const ControlBody = v.pipe(
  v.object(
    {
      /** `always`, a number of calls, or `restore` (which also ends a delay). */
      fail: v.optional(
        v.union([v.literal('always'), v.literal('restore'), v.pipe(v.number(), v.integer(), v.minValue(0))]),
      ),
      /** With `always`: only the calls about this CPF (11 digits) fail, the other customers' are answered. */
      subject: v.optional(CpfDigits),
      /** Every call answers this late until `restore`: past a caller's budget, it counts as unanswered. */
      delay_ms: v.optional(wholeNumberIn(0, MAX_DELAY_MS, CONTROL_MESSAGES.delayMs)),
    },
    CONTROL_MESSAGES.body,
  ),
  v.check((body) => body.fail !== undefined || body.delay_ms !== undefined, CONTROL_MESSAGES.body),
);

const HolderParams = v.object({ cpf: CpfDigits });

const SimulationQuery = v.object({
  financing_value: v.pipe(v.string(), v.toNumber(), v.minValue(1), v.maxValue(1e11)),
  term: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(600)),
});

/** Rows of the full instalment table (instalment, amortisation, interest, balance) of a simulation. */
function scheduleRows(
  system: AmortizationSystem,
  principal: number,
  monthlyRate: number,
  months: number,
): string {
  const { rows } = schedule({ system, principalCents: toCentavos(principal), monthlyRate, months });
  const brl = (cents: number) => formatBRLText(toReais(cents));
  return rows
    .map(
      (row) =>
        `<tr><td>${row.number}</td><td>${brl(row.instalment)}</td><td>${brl(row.amortization)}</td><td>${brl(row.interest)}</td><td>${brl(row.balance)}</td></tr>`,
    )
    .join('\n');
}

/**
 * The order a hand-off reference names. The whole reference must match: an id alone (or another
 * order's key) finds nothing.
 */
async function handedOffOrder(db: Db, reference: string) {
  const id = orderIdOfReference(reference);
  const rows =
    id === null
      ? []
      : await db
          .select({
            id: orders.id,
            partnerUrl: orders.partnerUrl,
            product: products.title,
            institution: institutions.name,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .innerJoin(products, eq(products.id, orders.productId))
          .innerJoin(institutions, eq(institutions.id, products.institutionId))
          .where(eq(orders.id, id))
          .limit(1);
  return rows.find((row) => row.partnerUrl.endsWith(`${HAND_OFF_PATH}${reference}`));
}

type HandedOffOrder = NonNullable<Awaited<ReturnType<typeof handedOffOrder>>>;

/** The partner's landing for an order it received. */
function landingPage(order: HandedOffOrder): string {
  return sandboxPage(
    'Sua solicitação chegou ao parceiro',
    `<p>${escapeHtml(order.institution)} recebeu o seu pedido e vai continuar o atendimento por aqui.</p>
<dl>
<dt>Número do pedido</dt><dd>${escapeHtml(order.id)}</dd>
<dt>Produto</dt><dd>${escapeHtml(order.product)}</dd>
<dt>Recebido em</dt><dd>${escapeHtml(order.createdAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }))}</dd>
</dl>`,
  );
}

/** The full simulation of a bank: its terms and the whole instalment table. */
function simulationPage(bank: RealEstateBankConfig, query: v.InferOutput<typeof SimulationQuery>): string {
  const rate = monthlyRateFromAnnual(bank.annualRate);
  return sandboxPage(
    `Simulação completa: ${bank.name}`,
    `<p>Sistema ${bank.system}, taxa de ${formatPercent(bank.annualRate)}% ao ano, ${query.term} parcelas, valor financiado ${formatBRLText(query.financing_value)}.</p>
<table>
<thead><tr><th scope="col">Parcela</th><th scope="col">Valor</th><th scope="col">Amortização</th><th scope="col">Juros</th><th scope="col">Saldo devedor</th></tr></thead>
<tbody>
${scheduleRows(bank.system, query.financing_value, rate, query.term)}
</tbody>
</table>`,
  );
}

/** Applies a control body to a partner's switch: its failures, then its delay. */
function switchFailure(
  failure: FailureSwitch,
  { fail, subject, delay_ms }: v.InferOutput<typeof ControlBody>,
): void {
  if (fail === 'always' && subject) failure.failFor(subject);
  else if (fail === 'always') failure.failAlways();
  else if (fail === 'restore') failure.restore();
  else if (fail !== undefined) failure.failTimes(fail);
  if (delay_ms !== undefined) failure.answerAfter(delay_ms);
}

/**
 * The sandbox partner, mounted at `/sandbox`: the page a hand-off lands on, partner logos, the
 * full simulation table, and switches that make adapters fail. The landing and the switches answer
 * only requests from this machine, and none in production.
 */
export function sandboxRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The hand-off landing and the failure switches are for the developer at the machine only.
  const local = developmentOnly(deps.config);
  app.use('/pedido/*', local);
  app.use('/control', local);
  app.use('/control/*', local);

  app.get('/pedido/:reference', async (c) => {
    const order = await handedOffOrder(deps.db, c.req.param('reference'));
    if (!order) {
      return c.html(
        sandboxPage('Pedido não encontrado', '<p>O parceiro não recebeu nenhum pedido com este número.</p>'),
        404,
      );
    }
    return c.html(landingPage(order));
  });

  app.get('/logos/:file', (c) => {
    const match = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file'));
    const index = realEstateBanks.findIndex((bank) => bank.id === match?.[1]);
    const bank = realEstateBanks[index];
    if (!bank) throw notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(partnerLogoSvg(bank.name, (index * 83 + 200) % 360), 200, {
      'Content-Type': 'image/svg+xml',
    });
  });

  app.get('/real-estate/:partner/simulation', (c) => {
    const bank = realEstateBanks.find((b) => b.id === c.req.param('partner'));
    if (!bank) throw notFound('Parceiro não encontrado.');
    return c.html(simulationPage(bank, parseOrThrow(SimulationQuery, c.req.query())));
  });

  app.get('/control', (c) => {
    const switches = [...partnersFor(deps).failures.values()].map((s) => ({
      partner: s.partner,
      failing: s.failing,
      delay_ms: s.delayMs,
    }));
    return c.json(switches);
  });
  // Who the sandbox bureaus hold a CPF's holder to be, and each bureau's score of their history,
  // so a test can sign up as them and know which partners would lend before asking.
  app.get('/control/bureaus/holder/:cpf', (c) => {
    const cpf = parseOrThrow(HolderParams, c.req.param()).cpf;
    const holder = sandboxHolderOf(cpf);
    const historyScores = Object.fromEntries(
      bureauServices.map((service) => [service, sandboxHistoryScore(service, cpf)]),
    );
    return c.json({
      full_name: holder.fullName,
      birthday: isoToBrDate(holder.birthday),
      history_scores: historyScores,
    });
  });
  // Before the partners' switches, which would take `clock` for a partner's name.
  app.route('/control/clock', clockControlRoutes(deps));
  app.post('/control/:partner', async (c) => {
    const failure = partnersFor(deps).failures.get(c.req.param('partner'));
    if (!failure) throw notFound('Parceiro não encontrado.');
    const body = parseOrThrow(
      ControlBody,
      await c.req.json().catch(() => {
        throw badRequest('O corpo da requisição não é um JSON válido.');
      }),
    );
    switchFailure(failure, body);
    return c.json({ partner: failure.partner, failing: failure.failing, delay_ms: failure.delayMs });
  });
  return app;
}
