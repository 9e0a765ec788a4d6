import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrModules } from './qr-mask.ts';

/** Fixed texts that look random: the same cases on every run. */
const hex = (seed: number) => createHash('sha256').update(String(seed)).digest('hex');

describe('qrModules', () => {
  it('makes the symbol qrcode makes, mask choice included, for hand-off urls and texts of every length', () => {
    const texts = ['x', 'HELLO WORLD 123', '0123456789'.repeat(20), 'ação 😀 ü'];
    for (let i = 0; i < 200; i++)
      texts.push(`http://localhost:4321/sandbox/pedido/${i * 7919}-${hex(i).slice(0, 32)}`);
    // Up to version 16: the version information areas (from 7 on) and larger symbols.
    for (let length = 1; length < 400; length += 9) texts.push(hex(length).repeat(7).slice(0, length));
    const masks = new Set<number>();
    for (const text of texts) {
      const library = QRCode.create(text, {});
      masks.add(library.maskPattern as number);
      const ours = qrModules(text);
      expect(ours.size).toBe(library.modules.size);
      expect(Buffer.from(ours.data).equals(Buffer.from(library.modules.data))).toBe(true);
    }
    // Every mask was the best somewhere, so each one's scoring and format bits were compared.
    expect(masks.size).toBe(8);
  });
});
