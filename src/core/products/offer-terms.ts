import dayjs from 'dayjs';
import type { PartnerInstitution } from '../contract/partner-institutions.ts';
import { formatDateBr, ISO_DATE } from '../format/dates.ts';

/**
 * What every simulated offer tells the consumer (Lei 8.078 art. 54-B; Res. CMN 4.935/2021): how
 * long it holds, its costs per month and per year, and whom the store acts for.
 */

/** Calendar days an offer holds after the day it was simulated. */
export const OFFER_VALID_DAYS = 2;

/**
 * The last day (yyyy-mm-dd) an offer holds: two calendar days after the day it was simulated.
 * Takes the moment (read in this runtime's time zone, the browser's) or the day itself.
 */
export function offerValidUntil(simulated: Date | string): string {
  return dayjs(simulated).startOf('day').add(OFFER_VALID_DAYS, 'day').format(ISO_DATE);
}

/** True once `today` (yyyy-mm-dd) is past the offer's last valid day. */
export function offerExpired(validUntil: string, today: string): boolean {
  return today > validUntil;
}

/** The runtime's calendar day (the browser's, in the storefront). */
export function localToday(now: Date): string {
  return dayjs(now).format(ISO_DATE);
}

/** Brazil's easternmost offset (Fernando de Noronha, UTC-2): where a day begins first. */
const EASTERNMOST_BRAZIL_OFFSET_HOURS = -2;

/**
 * The latest calendar date anywhere in Brazil (yyyy-mm-dd). The services date a simulation by it
 * and judge expiry by the earliest date (`earliestBrazilianToday`), so no customer, in any
 * Brazilian time zone, gets fewer than two days.
 */
export function latestBrazilianToday(now: Date): string {
  return new Date(now.getTime() + EASTERNMOST_BRAZIL_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

export function offerValidityText(validUntil: string): string {
  return `Oferta válida até ${formatDateBr(validUntil)}`;
}

export function offerExpiredText(validUntil: string): string {
  return `Esta oferta expirou em ${formatDateBr(validUntil)}.`;
}

/** The monthly rate, in percent, equivalent to an annual effective rate in percent (compound). */
export function monthlyFromAnnualPercent(annualPercent: number): number {
  return Math.round(((1 + annualPercent / 100) ** (1 / 12) - 1) * 10_000) / 100;
}

/** The annual rate, in percent, equivalent to a monthly effective rate in percent (compound). */
export function annualFromMonthlyPercent(monthlyPercent: number): number {
  return Math.round(((1 + monthlyPercent / 100) ** 12 - 1) * 10_000) / 100;
}

/** '1,79%': a rate in percent, two decimals, pt-BR. */
export const percentText = (value: number) =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** '13,89% a.a. (1,09% a.m.)' from an annual rate in percent. */
export function yearAndMonthText(annualPercent: number): string {
  return `${percentText(annualPercent)} a.a. (${percentText(monthlyFromAnnualPercent(annualPercent))} a.m.)`;
}

/** '1,09% a.m.' from a monthly rate in percent. */
export function perMonthText(monthlyPercent: number): string {
  return `${percentText(monthlyPercent)} a.m.`;
}

/** 'Correspondente de Banco Horizonte S.A. (CNPJ 61.204.583/0001-67)'. */
export function correspondentText(institution: PartnerInstitution): string {
  return `Correspondente de ${institution.legalName} (CNPJ ${institution.cnpj})`;
}

/** The answer to a request that relies on an expired offer (a mail of it, an order from it). */
export function expiredOfferDetail(validUntil: string): string {
  return `${offerExpiredText(validUntil)} Simule novamente para ver uma oferta válida.`;
}

const EXPIRED_DETAIL =
  /^Esta oferta expirou em \d{2}\/\d{2}\/\d{4}\. Simule novamente para ver uma oferta válida\.$/;

/** True for the services' answer to a request relying on an expired offer. */
export function isExpiredOfferDetail(detail: string): boolean {
  return EXPIRED_DETAIL.test(detail);
}
