import type { Chrome } from '../../../src/core/brand/white-label.ts';
import { DISCLAIMER_MARKUP } from '../../../src/features/catalog/contract/fragments.ts';
import { escapeHtml as e } from './html.ts';

/**
 * The header's logo link as src/app/layout/Header.astro draws it, for the store's chrome: a
 * white-label company's logo and name in place of the brand's (the chrome script keeps it so).
 */
export function logoMarkup(chrome: Chrome, bakedLogoSvg: string): string {
  const useCompany = chrome.whitelabel && chrome.logoUrl !== null;
  const baked = useCompany
    ? '<span class="contents" data-logo-baked hidden></span>'
    : `<span class="contents" data-logo-baked>${bakedLogoSvg}</span>`;
  const company = useCompany
    ? `<img data-logo-company alt="" class="h-[46px] w-auto max-w-[180px] object-contain" src="${e(chrome.logoUrl ?? '')}">`
    : '<img data-logo-company hidden alt="" class="h-[46px] w-auto max-w-[180px] object-contain">';
  return `<a href="/" data-pb-href="/pb/{pb}" class="flex h-[46px] shrink-0 items-center" aria-label="${e(chrome.companyName)}: página inicial" data-brand-logo data-wl-slot data-fragment="logo">${baked}${company}</a>`;
}

/** The footer's company line (src/app/layout/Footer.astro): whose store it is and where that company lives. */
export function companyLineMarkup(chrome: Chrome, partnerPageUrl: string, year: number): string {
  const link = chrome.whitelabel && chrome.goBackLink ? chrome.goBackLink : partnerPageUrl;
  const name = `<span data-company-name>${e(chrome.companyName)}</span>`;
  return `<a class="underline" href="${e(link)}" data-go-back-link>Conheça a ${name}</a>\n· © ${year} ${name}`;
}

/**
 * The footer's disclaimer: a white-label company's lines (one paragraph a line, as the chrome
 * script writes them) with none of the brand's words, or the brand's own disclaimer.
 */
export function disclaimerMarkup(chrome: Chrome, brandDisclaimerHtml: string): string {
  const d = chrome.footerDisclaimer;
  if (!d)
    return `${DISCLAIMER_MARKUP.brandOpen}${brandDisclaimerHtml}</div>${DISCLAIMER_MARKUP.companyEmpty}`;
  const lines = [d.text, d.contact, d.extraContact].filter((line): line is string => Boolean(line));
  return `${DISCLAIMER_MARKUP.companyOpen}${lines.map((line) => `<p>${e(line)}</p>`).join('')}</div>`;
}

/** Stands for "nothing of the brand's here": not empty, so the host does not show the stub. */
export const NOTHING = '<!-- -->';
