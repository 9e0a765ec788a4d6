import { afterEach, describe, expect, it } from 'vitest';
import { $marketplace, $pb } from '../../../core/context/store-context.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { fakeService } from '../../../core/transport/test-helpers.ts';
import { $token } from '../../../core/transport/token.ts';
import { recordCookieChoice, requestDeletion } from './privacy.ts';

const choice = { categories: ['necessary'], policyVersion: 'v2.0.0', at: '2026-11-22T12:00:00.000Z' };

afterEach(() => {
  $token.set(null);
  $pb.set(null);
});

describe('privacy store', () => {
  it('records a cookie choice only for a logged-in user, naming nobody in the body (the token does)', async () => {
    const privacy = fakeService({ 'POST ': () => ({ id: 1, tos_version: 'v1.0.0' }) });
    setTransport(privacy.transport);
    // A visitor at Ana's store (not white-label).
    $token.set(null);
    $marketplace.set(null);
    $pb.set('ana-souza');
    expect(await recordCookieChoice(choice)).toBe(false);
    expect(privacy.calls).toEqual([]);

    $token.set('t-cliente');
    expect(await recordCookieChoice(choice)).toBe(true);
    expect(privacy.calls[0]?.body).toEqual({
      source: 'store:ana-souza',
      metadata: {
        user: { action: 'cookie_consent' },
        categories: ['necessary'],
        policy_version: 'v2.0.0',
        chosen_at: '2026-11-22T12:00:00.000Z',
      },
    });
  });

  it("asks for deletion at the visited store and answers the services' message", async () => {
    const privacy = fakeService({
      'POST me/deletion/': () => ({ detail: 'Pedido de exclusão registrado.' }),
      'GET me/': () => ({ consents: [], authorizations: [], deletion_requested_at: '2026-11-22T12:00:00Z' }),
    });
    setTransport(privacy.transport);
    expect(await requestDeletion('ana-souza')).toBe('Pedido de exclusão registrado.');
    expect(privacy.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST me/deletion/', 'GET me/']);
    expect(privacy.calls[0]?.body).toEqual({ pb: 'ana-souza' });
  });
});
