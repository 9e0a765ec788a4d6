/**
 * A visitor's cookie decision as kept and recorded: the choice, the cookie that keeps it and the
 * categories the audit lists. Kept apart from the consent cookie's reading (./cookie-consent.ts),
 * which every page runs at load: only a press on a cookie control makes a choice, so this loads
 * with what the controls do (./cookie-choices.ts).
 */
import {
  COOKIE_CONSENT_MAX_AGE_S,
  COOKIE_CONSENT_NAME,
  COOKIE_POLICY_VERSION,
  type CookieChoice,
  type CookieDecision,
  OPTIONAL_COOKIE_CATEGORIES,
} from './cookie-consent.ts';

/** The choice a decision makes, at `now`, under the current policy version. */
export function choiceFor(decision: CookieDecision, now: Date): CookieChoice {
  if (decision === 'all')
    return { version: COOKIE_POLICY_VERSION, analytics: true, marketing: true, at: now };
  if (decision === 'necessary')
    return { version: COOKIE_POLICY_VERSION, analytics: false, marketing: false, at: now };
  return { version: COOKIE_POLICY_VERSION, ...decision, at: now };
}

/** The accepted categories, necessary first (what the audit record lists). */
export function acceptedCategories(choice: CookieChoice): string[] {
  return ['necessary', ...OPTIONAL_COOKIE_CATEGORIES.filter((category) => choice[category])];
}

/** The stored pair up to the time of the choice: `cookie_consent=<version>|a<0|1>|m<0|1>|`. */
const pairUpToTime = (choice: CookieChoice) =>
  `${COOKIE_CONSENT_NAME}=${choice.version}|a${Number(choice.analytics)}|m${Number(choice.marketing)}|`;

/** Kept one year, for every path. */
const COOKIE_ATTRIBUTES = `; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`;

/** The `document.cookie` assignment that keeps the choice for one year. */
export function storeCookieChoice(choice: CookieChoice): string {
  const expires = new Date(choice.at.getTime() + COOKIE_CONSENT_MAX_AGE_S * 1000).toUTCString();
  return `${pairUpToTime(choice)}${choice.at.getTime()}; Expires=${expires}${COOKIE_ATTRIBUTES}`;
}

/**
 * What the banner's inline script (./banner-early.ts) stores a banner choice made at first paint
 * with: the pair up to the time for each banner button, then the time, then the attributes.
 */
export function earlyChoiceCookies(): { pairs: Record<'all' | 'necessary', string>; attributes: string } {
  const at = new Date(0);
  return {
    pairs: { all: pairUpToTime(choiceFor('all', at)), necessary: pairUpToTime(choiceFor('necessary', at)) },
    attributes: COOKIE_ATTRIBUTES,
  };
}
