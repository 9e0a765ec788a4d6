import { describe, expect, it } from 'vitest';
import { shareLinks, storeShareUrl } from './share-links.ts';

describe('share address', () => {
  it('uses the store home on this origin by default', () => {
    expect(
      storeShareUrl({ shareURL: null, shareQuery: null, pb: 'ana-souza', origin: 'https://loja.example' }),
    ).toBe('https://loja.example/s/ana-souza');
    expect(
      storeShareUrl({
        shareURL: 'https://loja.example/s/ana-souza',
        shareQuery: null,
        pb: 'ana-souza',
        origin: 'https://loja.example',
        product: { group: 'home-equity', id: 55 },
      }),
    ).toBe('https://loja.example/s/ana-souza/home-equity/55');
  });
  it("uses the marketplace's share URL and query", () => {
    expect(
      storeShareUrl({
        shareURL: 'https://x.example/pb/{pb}',
        shareQuery: 'utm_source=share',
        pb: 'carlos-lima',
        origin: 'o',
      }),
    ).toBe('https://x.example/pb/carlos-lima?utm_source=share');
    expect(
      storeShareUrl({ shareURL: 'https://x.example/?a=1', shareQuery: '?b=2', pb: 'p', origin: 'o' }),
    ).toBe('https://x.example/?a=1&b=2');
  });
});

describe('share links (docs/routes-and-guards.md#modals)', () => {
  it('offers Facebook, LinkedIn, WhatsApp and e-mail with the address encoded', () => {
    const links = shareLinks('https://loja.example/pb/ana-souza', 'Loja de Ana');
    expect(links.map((l) => l.label)).toEqual(['Facebook', 'LinkedIn', 'WhatsApp', 'E-mail']);
    for (const link of links)
      expect(link.href).toContain(encodeURIComponent('https://loja.example/pb/ana-souza'));
    expect(links.filter((l) => l.popup).map((l) => l.network)).toEqual(['facebook', 'linkedin', 'whatsapp']);
  });
});
