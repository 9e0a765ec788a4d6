import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withTestServices } from '../test/harness.ts';
import { realEstateBanks } from './real-estate-banks.ts';

// The public origin names another host than the one the page is opened on.
const t = withTestServices({ PUBLIC_ORIGIN: 'https://loja.example' });

const data = {
  financing_value: 200_000,
  term: 240,
  real_estate_value: 500_000,
  real_estate_type: 'apartment',
  real_estate_address_state: 'RS',
  monthly_income: 30_000,
  product: PRODUCTS.realEstate,
};

describe('real-estate offers', () => {
  it.each(realEstateBanks.map((bank) => [bank.id]))(
    '%s carries a logo on the host that serves the page, which answers it',
    async (partner) => {
      const res = await t.call('POST', '/api/checkout/real-estate/financing/simulate/', {
        body: { partner, data },
      });
      expect(res.status).toBe(200);
      const logo = res.body.partner_logo as string;
      expect(logo).toBe(`/sandbox/logos/${partner}.svg`);
      const image = await t.get(logo);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    },
  );
});
