import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canChangeStatus,
  isFinal,
  nextStatuses,
  REQUEST_AUTHORS,
  REQUEST_STATUSES,
} from './request-status.ts';

describe('request status transitions', () => {
  it('lets the banker review and send on, never decide', () => {
    expect(nextStatuses('banker', 'recebida')).toEqual(['em_analise', 'enviada']);
    expect(nextStatuses('banker', 'em_analise')).toEqual(['enviada']);
    expect(nextStatuses('banker', 'enviada')).toEqual([]);
    expect(canChangeStatus('banker', 'em_analise', 'aprovada')).toBe(false);
    expect(canChangeStatus('banker', 'cancelada', 'em_analise')).toBe(false);
  });

  it('lets the institution decide before a decision and contract after an approval', () => {
    expect(nextStatuses('institution', 'em_analise')).toEqual([
      'analise_instituicao',
      'aprovada',
      'recusada',
    ]);
    expect(nextStatuses('institution', 'analise_instituicao')).toEqual(['aprovada', 'recusada']);
    expect(nextStatuses('institution', 'aprovada')).toEqual(['contratada']);
    expect(canChangeStatus('institution', 'recusada', 'aprovada')).toBe(false);
    expect(canChangeStatus('institution', 'cancelada', 'aprovada')).toBe(false);
  });

  it('lets the customer cancel only while the institution has not decided', () => {
    expect(REQUEST_STATUSES.filter(canCancel)).toEqual([
      'recebida',
      'em_analise',
      'enviada',
      'analise_instituicao',
    ]);
    expect(canChangeStatus('customer', 'aprovada', 'cancelada')).toBe(false);
    expect(nextStatuses('customer', 'recebida')).toEqual(['cancelada']);
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
