import { readStored, SESSION, writeStored } from '../../core/storage/session-table.ts';

/**
 * The source of the tab's visit of a store (docs/desk.md#funnel), kept in the tab's session
 * storage as the visit is counted, so what the visit leads to (a simulation, an offer asked, a
 * request) is counted under the same source. Nothing of the visitor is kept: the store and the
 * source only, gone when the tab closes.
 */

export function rememberVisitSource(pb: string, source: string): void {
  writeStored(SESSION.visitSource, { pb: pb.toLowerCase(), source });
}

/** The source of the tab's visit of store `pb`; undefined when the tab did not land on it. */
export function visitSourceOf(pb: string | undefined): string | undefined {
  const visit = readStored(SESSION.visitSource);
  return pb && visit?.pb === pb.toLowerCase() ? visit.source : undefined;
}

/** `{ funnel_source }` for a call of store `pb`, or nothing when no source is known. */
export function funnelSourceField(pb: string | undefined): { funnel_source?: string } {
  const source = visitSourceOf(pb);
  return source ? { funnel_source: source } : {};
}
