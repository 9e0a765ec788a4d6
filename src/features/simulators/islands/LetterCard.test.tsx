// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  consortiumAdministrators,
  lettersOf,
} from '../../../../services/partners/consortium-administrators.ts';
import { letterAnswer } from '../../../../services/simulators/lists/handlers.ts';
import { $actsAsCorrespondent } from '../../../core/context/offer-context.ts';
import { PARTNER_INSTITUTIONS } from '../../../core/contract/partner-institutions.ts';
import { formatBRL } from '../../../core/format/money.ts';
import type { Letter } from '../rules/consortium-simulator.ts';
import { $lettersValidUntil } from '../stores/consortium-simulator.ts';
import { LetterCard } from './LetterCard.tsx';

afterEach(cleanup);
beforeEach(() => {
  $lettersValidUntil.set('2026-11-27');
  $actsAsCorrespondent.set(false);
});

/** The first letter of the first sandbox administrator, as the checkout service answers it. */
function firstLetter(): Letter {
  const [admin] = consortiumAdministrators;
  const [letter] = lettersOf(admin as (typeof consortiumAdministrators)[number]);
  if (!letter) throw new Error('letter expected');
  return letterAnswer(letter);
}

const card = (letter: Letter) =>
  render(
    <ul>
      <LetterCard letter={letter} onChoose={() => {}} choosing={false} />
    </ul>,
  ).container;

const fact = (html: HTMLElement, label: string) =>
  [...html.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

describe('consortium letter card', () => {
  it('gives the credit, the total of the instalments, the fee over the term and per month, and the validity', () => {
    const letter = firstLetter();
    const html = card(letter);
    expect(fact(html, 'Valor da carta')).toBe(formatBRL(letter.credit_value));
    expect(fact(html, 'Total pago')).toBe(
      formatBRL((Math.round(letter.installment * 100) * letter.term) / 100),
    );
    // The instalments hold the credit plus the fee and the reserve fund (16% + 2%).
    expect(letter.installment * letter.term).toBeCloseTo(letter.credit_value * 1.18, -1);
    expect(fact(html, 'Taxa de administração')).toBe('16%');
    expect(fact(html, 'Taxa de administração ao mês')).toBe(
      `${(16 / letter.term).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}% a.m.`,
    );
    expect(fact(html, 'Fundo de reserva')).toBe('2%');
    expect(html.textContent).toContain('Consórcio não cobra juros, por isso não tem CET');
    expect(html.querySelector('[data-offer-validity]')?.textContent).toBe('Oferta válida até 27/11/2026');
    expect(html.querySelector('[data-correspondent]')).toBeNull();
  });

  it("names the administrator's legal name and CNPJ when the store acts as its correspondent", () => {
    $actsAsCorrespondent.set(true);
    const html = card(firstLetter());
    expect(html.querySelector('[data-correspondent]')?.textContent).toBe(
      `Correspondente de ${PARTNER_INSTITUTIONS.alvorada.legalName} (CNPJ ${PARTNER_INSTITUTIONS.alvorada.cnpj})`,
    );
  });
});
