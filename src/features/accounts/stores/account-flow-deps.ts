import { $banker, $pb } from '../../catalog/stores/store-context.ts';

/** Side effects of the account flows (src/features/accounts/stores/account-flows.ts); the browser's by default, replaced in tests. */
export interface AccountFlowDeps {
  navigate(path: string): void;
  pb(): string | null;
  bankerId(): number | null;
  wait(ms: number): Promise<void>;
}

let deps: AccountFlowDeps = {
  navigate: (path) => window.location.assign(path),
  pb: () => $pb.get(),
  bankerId: () => $banker.get()?.person.id ?? null,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function configureAccountFlows(next: Partial<AccountFlowDeps>): void {
  deps = { ...deps, ...next };
}

/** The side effects in use. */
export function accountFlowDeps(): AccountFlowDeps {
  return deps;
}
