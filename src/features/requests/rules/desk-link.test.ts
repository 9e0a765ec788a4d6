import { describe, expect, it } from 'vitest';
import { deskLinkQuery, requestOfLink } from './desk-link.ts';

describe('the link to one request', () => {
  it('links a mail to one request and reads the link back; anything else opens none', () => {
    expect(deskLinkQuery({ kind: 'order', id: '42' })).toBe('?solicitacao=order-42');
    expect(requestOfLink('?solicitacao=order-42')).toEqual({ kind: 'order', id: '42' });
    expect(requestOfLink('?x=1&solicitacao=solicitation-7')).toEqual({ kind: 'solicitation', id: '7' });
    expect(requestOfLink('?solicitacao=lead-7')).toBeNull();
    expect(requestOfLink('?solicitacao=order-')).toBeNull();
    expect(requestOfLink('?solicitacao=order-1%3Cscript%3E')).toBeNull();
    expect(requestOfLink('')).toBeNull();
  });
});
