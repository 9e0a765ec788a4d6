import { describe, expect, it } from 'vitest';
import { OFFER_BOUNDS } from '../../src/features/offers/contract/offer-bounds.ts';
import { OFFER_FAMILIES } from '../../src/features/offers/contract/offers-entry.ts';
import { TimeLimitError, withinTime } from '../partners/time-limit.ts';
import { decide } from './decide.ts';
import { type Lender, sandboxLender } from './lenders.ts';
import { LENDER_POLICIES, type LenderPolicy } from './policies.ts';
import { pricePartners, rankEntries } from './price-partners.ts';
import { judgedProfile } from './profile.ts';
import type { PartnerSlot } from './store-partners.ts';

const policy: LenderPolicy = {
  partner: 'banco-teste',
  family: 'emprestimos',
  products: [1],
  correspondent: null,
  minScore: 600,
  maxCommitment: 0.3,
  amount: { min: 1_000, max: 50_000 },
  term: { min: 6, max: 48 },
  monthlyRatePercent: { baixo: 1.79, medio: 2.49, alto: null },
  fee: { fixed: 100, share: 0.01 },
  lateCharges: { interestMonthlyPercent: 1, finePercent: 2 },
  lender: {
    name: 'Banco Teste S.A.',
    address: 'Rua do Teste, 1, São Paulo - SP',
    email: 'sac@teste.exemplo.com.br',
  },
};
const good = { score: 750, risk: 'baixo' as const };
const asked = { amount: 10_000, term: 24, monthlyIncome: 6_000, otherInstalments: 0 };
const release = '2026-12-02';

describe('a partner policy', () => {
  it('offers at the rate of the band, with its fee financed, and says how much of the income it takes', () => {
    const decision = decide(policy, good, asked, release);
    expect(decision.status).toBe('offer');
    if (decision.status !== 'offer') return;
    expect(decision.figures.rate_monthly).toBe(1.79);
    expect(decision.figures.fee).toBe(200); // R$ 100,00 + 1% of R$ 10.000,00
    expect(decision.figures.financed).toBe(10_000 + 200 + decision.figures.iof);
    expect(decision.incomeShare).toBe(Math.round((decision.figures.instalment / 6_000) * 100));
    expect(decide(policy, { score: 650, risk: 'medio' }, asked, release)).toMatchObject({
      figures: { rate_monthly: 2.49 },
    });
  });

  it('declines with the reason in plain pt-BR', () => {
    expect(decide(policy, good, { ...asked, otherInstalments: 1_500 }, release)).toEqual({
      status: 'recusada',
      reason: 'renda comprometida acima de 30%',
    });
    expect(decide(policy, { score: 580, risk: 'medio' }, asked, release)).toEqual({
      status: 'recusada',
      reason: 'score abaixo do mínimo deste parceiro',
    });
    // A band the partner does not lend to, whatever the score.
    expect(decide({ ...policy, minScore: 0 }, { score: 480, risk: 'alto' }, asked, release).status).toBe(
      'recusada',
    );
    expect(decide(policy, good, { ...asked, amount: 60_000 }, release)).toEqual({
      status: 'recusada',
      reason: 'valor fora dos limites deste parceiro (de R$ 1.000,00 a R$ 50.000,00)',
    });
    expect(decide(policy, good, { ...asked, term: 60 }, release)).toEqual({
      status: 'recusada',
      reason: 'prazo fora dos limites deste parceiro (de 6 a 48 meses)',
    });
  });

  it('keeps every partner inside the form bounds and each product named once', () => {
    const products = LENDER_POLICIES.flatMap((p) => p.products);
    expect(new Set(products).size).toBe(products.length);
    for (const p of LENDER_POLICIES) {
      expect(p.amount.min).toBeGreaterThanOrEqual(OFFER_BOUNDS.amount.min);
      expect(p.amount.max).toBeLessThanOrEqual(OFFER_BOUNDS.amount.max);
      expect(p.term.min).toBeGreaterThanOrEqual(OFFER_BOUNDS.term.min);
      expect(p.term.max).toBeLessThanOrEqual(OFFER_BOUNDS.term.max);
    }
  });

  it('prices exactly the families whose pages show the entry', () => {
    expect([...new Set(LENDER_POLICIES.map((p) => p.family))].sort()).toEqual([...OFFER_FAMILIES].sort());
  });
});

describe('the profile the partners judge', () => {
  it('is the median of the bureaus that answered, the lower of two, none without an answer', () => {
    const ok = (score: number) => ({ service: 'x', status: 'ok' as const, score, risk: 'medio' });
    const down = { service: 'y', status: 'indisponivel' as const };
    expect(judgedProfile([ok(614), ok(466), ok(613)])).toEqual({ score: 613, risk: 'medio' });
    expect(judgedProfile([ok(720), down, ok(690)])).toEqual({ score: 690, risk: 'medio' });
    expect(judgedProfile([down, ok(450), down])).toEqual({ score: 450, risk: 'alto' });
    expect(judgedProfile([down, down, down])).toBeNull();
  });
});

const slotOf = (lender: Lender, name: string): PartnerSlot => ({
  lender,
  product: { id: lender.policy.products[0] as number, name: `Produto ${name}` },
  institution: { name, logo: `/logos/${name}.svg` },
});

describe('every partner at once', () => {
  it('ranks the offers by CET, marks the first, and shows a failing or late partner as unavailable', async () => {
    const cheap = sandboxLender({
      ...policy,
      partner: 'barato',
      monthlyRatePercent: { baixo: 1.2, medio: 1.2, alto: null },
    });
    const dear = sandboxLender({
      ...policy,
      partner: 'caro',
      monthlyRatePercent: { baixo: 3.5, medio: 3.5, alto: null },
    });
    const strict = sandboxLender({ ...policy, partner: 'exigente', minScore: 900 });
    const failing = sandboxLender({ ...policy, partner: 'falho' });
    failing.failure.failAlways();
    const slow: Lender = {
      ...sandboxLender({ ...policy, partner: 'lento' }),
      quote: () => new Promise(() => {}),
    };
    const entries = await pricePartners(
      [dear, failing, slow, strict, cheap].map((lender) => slotOf(lender, lender.policy.partner)),
      good,
      asked,
      { release, validUntil: '2026-12-07' },
      50,
    );
    expect(entries.map((e) => [e.partner, e.status, e.rank, e.mark])).toEqual([
      ['barato', 'offer', 1, 'Menor CET'],
      ['caro', 'offer', 2, null],
      ['exigente', 'recusada', null, null],
      ['falho', 'indisponivel', null, null],
      ['lento', 'indisponivel', null, null],
    ]);
    expect(entries[3]?.reason).toBe('indisponível no momento');
    expect(entries[0]).toMatchObject({
      valid_until: '2026-12-07',
      valid_until_text: 'Oferta válida até 07/12/2026',
      fit: expect.stringMatching(/^parcela de \d+% da sua renda$/),
    });
    expect(rankEntries(entries)).toEqual(entries);
  });

  it('gives up on work past its time', async () => {
    await expect(withinTime('lento', 10, () => new Promise(() => {}))).rejects.toBeInstanceOf(TimeLimitError);
    await expect(withinTime('rápido', 1000, async () => 42)).resolves.toBe(42);
  });
});
