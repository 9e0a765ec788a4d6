// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEnvironment } from '../../../core/browser/test-helpers.ts';
import { failure, serveRoutes } from '../../../core/transport/test-helpers.ts';
import type { OfferEntryAnswer } from '../contract/offers.ts';
import { OFFER_MESSAGES } from '../contract/offers-messages.ts';
import { OFFERS_ROUTES } from '../contract/offers-routes.ts';
import { WORKED_OFFER_FIGURES } from '../testing/worked-offer.ts';
import { OfferCard } from './OfferCard.tsx';

const entry: OfferEntryAnswer = {
  id: '6f1c1a52-4a7b-4c55-9d2e-0b8f0e6f1a10',
  partner: 'conta-lume',
  status: 'offer',
  status_label: 'Oferta',
  institution: { name: 'Conta Lume', logo: '/lume.svg' },
  product: { id: 425, name: 'Empréstimo Pessoal Conta Lume' },
  correspondent: 'Moeda Forte Correspondente Bancário Ltda.',
  lender: {
    name: 'Conta Lume S.A.',
    address: 'Rua das Flores, 100, Porto Alegre/RS',
    email: 'sac@lume.example',
  },
  figures: WORKED_OFFER_FIGURES,
  valid_until: '2026-02-07',
  valid_until_text: 'Oferta válida até 07/02/2026',
  fit: 'parcela de 6% da sua renda',
  reason: null,
  rank: 1,
  mark: 'Menor CET',
  request: null,
};

const nbsp = (text: string | null) => (text ?? '').replaceAll('\u00a0', ' ');
const precedes = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

let undo = () => {};
afterEach(() => {
  cleanup();
  undo();
});

describe('the card of an offer', () => {
  it("folds the legal detail under 'Detalhes da oferta', before 'Quero esta oferta', and unfolds it", () => {
    render(<OfferCard entry={entry} occupation="Personal Banker" />);
    const toggle = screen.getByRole('button', { name: 'Detalhes da oferta' });
    const ask = screen.getByRole('button', { name: 'Quero esta oferta' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(OFFER_MESSAGES.earlyPayoff)).toBeNull();
    expect(precedes(toggle, ask)).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(precedes(details, ask)).toBe(true);
    const rows = within(details)
      .getAllByRole('row')
      .map((row) => nbsp(row.textContent));
    expect(rows).toEqual([
      'ComponenteValor% do total a pagar',
      'Valor liberadoR$ 1.000,0092,52%',
      'JurosR$ 41,833,87%',
      'IOFR$ 8,980,83%',
      'TarifaR$ 30,002,78%',
    ]);
    expect(nbsp(details.textContent)).toContain('Sem o financiamentoR$ 1.000,00');
    expect(nbsp(details.textContent)).toContain('fica em R$ 371,08 (R$ 10,81 de multa e juros de mora)');
    expect(within(details).getByText('Rua das Flores, 100, Porto Alegre/RS')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'sac@lume.example' }).getAttribute('href')).toBe(
      'mailto:sac@lume.example',
    );
    expect(
      within(details).getByText('Correspondente: Moeda Forte Correspondente Bancário Ltda.'),
    ).toBeTruthy();
    expect(within(details).getByText(OFFER_MESSAGES.earlyPayoff)).toBeTruthy();
  });

  it("shows the services' refusal of 'Quero esta oferta' and lets the customer try again", async () => {
    undo = useEnvironment({
      transport: serveRoutes([
        OFFERS_ROUTES.requestOffer,
        failure(409, { detail: OFFER_MESSAGES.figuresChanged }),
      ]),
    });
    render(<OfferCard entry={entry} occupation="Personal Banker" />);
    fireEvent.click(screen.getByRole('button', { name: 'Quero esta oferta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OFFER_MESSAGES.figuresChanged);
    expect((screen.getByRole('button', { name: 'Quero esta oferta' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
