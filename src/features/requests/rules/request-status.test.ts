import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canChangeStatus,
  isFinal,
  nextStatuses,
  REQUEST_AUTHORS,
  REQUEST_STATUSES,
  type RequestAuthor,
  type RequestStatus,
} from './request-status.ts';

describe('request status transitions', () => {
  it.each<[RequestAuthor, RequestStatus, RequestStatus[]]>([
    // The banker reviews and sends on.
    ['banker', 'recebida', ['em_analise', 'enviada']],
    ['banker', 'em_analise', ['enviada']],
    ['banker', 'enviada', []],
    // The institution decides before a decision and contracts after an approval.
    ['institution', 'em_analise', ['analise_instituicao', 'aprovada', 'recusada']],
    ['institution', 'analise_instituicao', ['aprovada', 'recusada']],
    ['institution', 'aprovada', ['contratada']],
    ['customer', 'recebida', ['cancelada']],
  ])('the %s, from %s, may set %j', (author, from, next) => {
    expect(nextStatuses(author, from)).toEqual(next);
  });

  it.each<[RequestAuthor, RequestStatus, RequestStatus]>([
    // The banker never decides, nor reopens a cancelled request.
    ['banker', 'em_analise', 'aprovada'],
    ['banker', 'cancelada', 'em_analise'],
    // The institution does not reverse a decision, nor decide a cancelled request.
    ['institution', 'recusada', 'aprovada'],
    ['institution', 'cancelada', 'aprovada'],
    // The customer may not cancel once the institution has decided.
    ['customer', 'aprovada', 'cancelada'],
  ])('the %s may not move %s to %s', (author, from, to) => {
    expect(canChangeStatus(author, from, to)).toBe(false);
  });

  it('lets the customer cancel only while the institution has not decided', () => {
    expect(REQUEST_STATUSES.filter(canCancel)).toEqual([
      'recebida',
      'em_analise',
      'enviada',
      'analise_instituicao',
    ]);
  });

  it('never goes back to received, and the system changes nothing', () => {
    for (const author of REQUEST_AUTHORS)
      for (const from of REQUEST_STATUSES) expect(canChangeStatus(author, from, 'recebida')).toBe(false);
    expect(REQUEST_STATUSES.flatMap((from) => nextStatuses('system', from))).toEqual([]);
  });

  it('ends at a decline, a contract or a cancellation', () => {
    expect(REQUEST_STATUSES.filter(isFinal)).toEqual(['recusada', 'contratada', 'cancelada']);
  });

  it('never repeats a status', () => {
    for (const author of REQUEST_AUTHORS)
      for (const status of REQUEST_STATUSES) expect(canChangeStatus(author, status, status)).toBe(false);
  });
});
