/** Secrets kept for the development mailbox; the oldest go first past this many. */
const KEPT = 500;

/**
 * The development mailbox's memory of delivered codes. The outbox forgets a code once its mail is
 * delivered; only this process, and only while the mailbox is on, still knows it.
 */
export interface DevMailboxMemory {
  keep(outboxId: number, secret: string): void;
  secretOf(outboxId: number): string | undefined;
}

export function createDevMailboxMemory(): DevMailboxMemory {
  const secrets = new Map<number, string>();
  return {
    keep(outboxId, secret) {
      secrets.set(outboxId, secret);
      if (secrets.size > KEPT) secrets.delete(secrets.keys().next().value as number);
    },
    secretOf: (outboxId) => secrets.get(outboxId),
  };
}
