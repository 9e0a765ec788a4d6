import { atom } from 'nanostores';
import type { ConsentStatusAnswer, MyDataExportAnswer, MyPrivacyAnswer } from '../api/privacy.ts';
import type { CookieChoiceDetail } from '../scripts/cookie-banner.ts';
import { ACCOUNT_PATHS, PRIVACY_PATHS } from './account-paths.ts';
import { api } from './api.ts';
import { type SessionUser, setUser } from './session.ts';
import { $marketplace, $pb } from './store-context.ts';
import { fillPath } from './store-paths.ts';
import { $token } from './token.ts';

type Call = <T>(path: string, options?: { method?: string; body?: unknown }) => Promise<T>;

/** Side effects of the privacy calls; the browser's by default, replaced in tests. */
export interface PrivacyDeps {
  privacy: Call;
  auth: Call;
  loggedIn(): boolean;
  /** Source of a cookie record: the store, or its company when white-label. */
  source(): string;
  /** Hands a file to the user (the download of their data). */
  saveFile(name: string, content: string): void;
}

function browserSave(name: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

let deps: PrivacyDeps = {
  privacy: (path, options) => api.privacy(path, options as never),
  auth: (path, options) => api.auth(path, options as never),
  loggedIn: () => $token.get() !== null,
  source: () => {
    const market = $marketplace.get();
    if (market?.whitelabel) return `company:${market.company.id}`;
    const pb = $pb.get();
    return pb ? `store:${pb}` : 'platform';
  },
  saveFile: browserSave,
};

export function configurePrivacy(next: Partial<PrivacyDeps>): void {
  deps = { ...deps, ...next };
}

/** Whether the user's consent to a store's current terms and data sharing is on record. */
export function fetchConsentStatus(pb: string): Promise<ConsentStatusAnswer> {
  return deps.privacy<ConsentStatusAnswer>(fillPath(PRIVACY_PATHS.consentStatus, { pb }));
}

/** 'Meus dados' once loaded. */
export const $myPrivacy = atom<MyPrivacyAnswer | null>(null);
export const $myPrivacyStatus = atom<'idle' | 'loading' | 'ready' | 'failed'>('idle');

export async function loadMyPrivacy(): Promise<void> {
  $myPrivacyStatus.set('loading');
  try {
    $myPrivacy.set(await deps.privacy<MyPrivacyAnswer>(PRIVACY_PATHS.myPrivacy));
    $myPrivacyStatus.set('ready');
  } catch {
    $myPrivacyStatus.set('failed');
  }
}

/** Downloads everything the services keep about the user as a JSON file (the services record it). */
export async function downloadMyData(): Promise<MyDataExportAnswer> {
  const data = await deps.privacy<MyDataExportAnswer>(PRIVACY_PATHS.myDataExport);
  deps.saveFile(`meus-dados-${data.generated_at.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
  await loadMyPrivacy();
  return data;
}

/** Withdraws the authorization given to a banker (the services record it with the change). */
export async function revokeAuthorization(bankerId: number): Promise<void> {
  const { person } = await deps.auth<{ person: SessionUser }>(ACCOUNT_PATHS.authorize, {
    method: 'PUT',
    body: { personal_banker: bankerId, authorized: false },
  });
  setUser(person);
  await loadMyPrivacy();
}

/** Asks the store's company to delete the user's data; answers the services' message. */
export async function requestDeletion(pb: string | null): Promise<string> {
  const answer = await deps.privacy<{ detail: string }>(PRIVACY_PATHS.deletionRequest, {
    method: 'POST',
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
  if (!deps.loggedIn()) return false;
  try {
    await deps.privacy(PRIVACY_PATHS.record, {
      method: 'POST',
      body: {
        source: deps.source(),
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
