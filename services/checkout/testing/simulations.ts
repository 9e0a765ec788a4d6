import { earliestBrazilianToday } from '../../../src/features/ordering/rules/schedule.ts';
import type { Db } from '../../db/index.ts';
import { interestRecords } from '../../db/schema/index.ts';
import { PRODUCTS } from './fixtures.ts';

/** The day the services judge an offer's expiry by (yyyy-mm-dd). */
export const BRAZIL_TODAY = earliestBrazilianToday();

/** The day `offset` days from `iso` (yyyy-mm-dd). */
export const dayFrom = (iso: string, offset: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A real-estate simulation stored at a banker's store (240 000 of a 400 000 apartment in SP over
 * 360 months) whose offers hold until `validUntil`; its id.
 */
export async function storeSimulation(
  db: Db,
  values: { bankerId: number; validUntil: string; customerId?: number | null; simulationResults?: unknown[] },
): Promise<number> {
  const [row] = await db
    .insert(interestRecords)
    .values({
      productId: PRODUCTS.realEstate,
      financingValue: 240000,
      fundingPeriod: 360,
      realEstateAddressState: 'SP',
      realEstateValue: 400000,
      realEstateType: 'apartment',
      simulationResults: [],
      ...values,
    })
    .returning({ id: interestRecords.id });
  if (!row) throw new Error('simulation not stored');
  return row.id;
}

/**
 * The data of a real-estate simulate or interest request: the same simulation (240 000 of a
 * 400 000 apartment in SP over 360 months, an income of 15 000); `over` replaces fields.
 */
export function simulationData(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    financing_value: 240000,
    term: 360,
    real_estate_value: 400000,
    real_estate_type: 'apartment',
    real_estate_address_state: 'sp',
    monthly_income: 15000,
    birthday: '1988-03-02',
    product: PRODUCTS.realEstate,
    ...over,
  };
}
