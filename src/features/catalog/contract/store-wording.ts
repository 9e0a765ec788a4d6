/**
 * How a store names its bankers and its company (docs/README.md#the-product): a white-label
 * company's own words, else the provider's. Read by the store's answer and by what the services
 * write in the banker's title (the desk's templates).
 */

export const DEFAULT_OCCUPATION = 'Personal Banker';
export const DEFAULT_OCCUPATION_PLURAL = 'Personal Bankers';
export const PROVIDER_COMPANY_NAME = 'Vitrine PB';

/** The title a store gives its bankers: a white-label company's own, else 'Personal Banker'. */
export const storeOccupation = (company: { whitelabel: boolean; occupation: string | null } | null): string =>
  (company?.whitelabel && company.occupation) || DEFAULT_OCCUPATION;
