import { atom } from 'nanostores';
import { env } from '../../../core/browser/environment.ts';
import { setUser } from '../../../core/context/session.ts';
import { $marketplace, $pb } from '../../../core/context/store-context.ts';
import { AUTH_ROUTES } from '../../../core/contract/auth-routes.ts';
import { call } from '../../../core/transport/api.ts';
import { $token } from '../../../core/transport/token.ts';
import type { ConsentStatusAnswer, MyDataExportAnswer, MyPrivacyAnswer } from '../contract/privacy.ts';
import { PRIVACY_ROUTES } from '../contract/privacy-routes.ts';
import type { CookieChoiceDetail } from '../scripts/cookie-consent.ts';

/** Source of a cookie record: the store, or its company when white-label. */
function recordSource(): string {
  const market = $marketplace.get();
  if (market?.whitelabel) return `company:${market.company.id}`;
  const pb = $pb.get();
  return pb ? `store:${pb}` : 'platform';
}

/** Whether the user's consent to a store's current terms and data sharing is on record. */
export function fetchConsentStatus(pb: string): Promise<ConsentStatusAnswer> {
  return call(PRIVACY_ROUTES.consentStatus, { params: { pb } });
}

/** 'Meus dados' once loaded. */
export const $myPrivacy = atom<MyPrivacyAnswer | null>(null);
export const $myPrivacyStatus = atom<'idle' | 'loading' | 'ready' | 'failed'>('idle');

export async function loadMyPrivacy(): Promise<void> {
  $myPrivacyStatus.set('loading');
  try {
    $myPrivacy.set(await call(PRIVACY_ROUTES.myPrivacy));
    $myPrivacyStatus.set('ready');
  } catch {
    $myPrivacyStatus.set('failed');
  }
}

/** Downloads everything the services keep about the user as a JSON file (the services record it). */
export async function downloadMyData(): Promise<MyDataExportAnswer> {
  const data = await call(PRIVACY_ROUTES.myDataExport);
  env().saveFile(
    `meus-dados-${data.generated_at.slice(0, 10)}.json`,
    JSON.stringify(data, null, 2),
    'application/json',
  );
  await loadMyPrivacy();
  return data;
}

/** Withdraws the authorization given to a banker (the services record it with the change). */
export async function revokeAuthorization(bankerId: number): Promise<void> {
  const { person } = await call(AUTH_ROUTES.authorize, {
    body: { personal_banker: bankerId, authorized: false },
  });
  setUser(person);
  await loadMyPrivacy();
}

/** Asks the store's company to delete the user's data; answers the services' message. */
export async function requestDeletion(pb: string | null): Promise<string> {
  const answer = await call(PRIVACY_ROUTES.deletionRequest, {
    body: pb ? { pb } : {},
  });
  await loadMyPrivacy();
  return answer.detail;
}

/**
 * Records a cookie choice in the privacy audit when a user is known (with their token; the
 * services take the identity from it). A visitor's choice stays in the browser only.
 */
export async function recordCookieChoice(choice: CookieChoiceDetail): Promise<boolean> {
  if ($token.get() === null) return false;
  try {
    await call(PRIVACY_ROUTES.record, {
      body: {
        source: recordSource(),
        metadata: {
          user: { action: 'cookie_consent' },
          categories: choice.categories,
          policy_version: choice.policyVersion,
          chosen_at: choice.at,
        },
      },
    });
    return true;
  } catch {
    return false;
  }
}
