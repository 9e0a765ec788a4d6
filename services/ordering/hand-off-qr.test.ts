import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { handOffQrDataUrl } from './hand-off-qr.ts';

/** The IHDR and the inflated IDAT bytes of a PNG data URL. */
function decoded(dataUrl: string): { ihdr: Buffer; rows: Buffer } {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const idat: Buffer[] = [];
  let ihdr = Buffer.alloc(0);
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') ihdr = data;
    if (type === 'IDAT') idat.push(data);
    at += length + 12;
  }
  return { ihdr, rows: inflateSync(Buffer.concat(idat)) };
}

describe('hand-off QR code', () => {
  it('draws the picture qrcode draws at 240 px, margin 1, one grey channel filtered Up', async () => {
    for (const url of [
      'http://localhost:4321/sandbox/pedido/1-0123456789abcdef0123456789abcdef',
      'https://parceiro.exemplo.com.br/sandbox/pedido/123456789-ffffffffffffffffffffffffffffffff',
      'x',
    ]) {
      const library = await QRCode.toDataURL(url, {
        margin: 1,
        width: 240,
        rendererOpts: { colorType: 0, filterType: 2 },
      } as QRCode.QRCodeToDataURLOptions);
      const ours = handOffQrDataUrl(url);
      expect(ours).toMatch(/^data:image\/png;base64,/);
      const [a, b] = [decoded(library), decoded(ours)];
      expect(b.ihdr.equals(a.ihdr)).toBe(true);
      expect(b.rows.equals(a.rows)).toBe(true);
    }
  });
});
