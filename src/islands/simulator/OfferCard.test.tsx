// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { realEstateBanks } from '../../../services/partners/real-estate-banks.ts';
import { simulateWithBank } from '../../../services/partners/real-estate-simulation.ts';
import type { PartnerOffer } from '../../domain/simulator-state.ts';
import { OfferCard } from './OfferCard.tsx';

afterEach(cleanup);

const [bank] = realEstateBanks;
const request = {
  financingValue: 200_000,
  term: 240,
  realEstateValue: 500_000,
  realEstateType: 'apartment',
  monthlyIncome: 30_000,
};
const offer = (changes: Partial<PartnerOffer> = {}): PartnerOffer => ({
  ...(simulateWithBank(bank as (typeof realEstateBanks)[number], request, '') as PartnerOffer),
  ...changes,
});

const card = (o: PartnerOffer) =>
  render(
    <ul>
      <OfferCard
        offer={o}
        best={[]}
        charted={false}
        onToggleChart={() => {}}
        onRequest={() => {}}
        requesting={false}
      />
    </ul>,
  ).container;

describe('offer card', () => {
  it('shows the partner logo from the host that serves the page', () => {
    const images = card(offer()).querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe(`/sandbox/logos/${bank?.id}.svg`);
  });

  it('holds no image without an address when the partner has no logo, its initial instead', () => {
    const html = card(offer({ partner_logo: '' }));
    expect(html.querySelectorAll('img')).toHaveLength(0);
    expect(html.querySelector('[aria-hidden="true"]')?.textContent).toBe(bank?.name.charAt(0).toUpperCase());
  });
});
