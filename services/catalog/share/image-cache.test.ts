import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cardKey, createImageCache } from './image-cache.ts';
import type { ShareCard } from './share-image.ts';

const card = (title: string): ShareCard => ({
  title,
  subtitle: 'Crédito',
  footer: 'Com Ana Souza',
  picture: null,
  initials: 'AS',
  color: '#123456',
});

const dirs: string[] = [];
function setup(maxBytes?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cards-'));
  dirs.push(dir);
  const rendered: string[] = [];
  const admitted: string[] = [];
  const imageFor = createImageCache({
    dir,
    maxBytes,
    render: async (c) => {
      rendered.push(c.title);
      return Buffer.alloc(1000, c.title);
    },
  });
  const get = (c: ShareCard) => imageFor(c, async () => void admitted.push(c.title));
  return { dir, rendered, admitted, get, imageFor };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('card image cache on disk', () => {
  it('renders a card once: the second request, and another process on the folder, read the file', async () => {
    const { dir, rendered, admitted, get } = setup();
    const first = await get(card('A'));
    expect(await get(card('A'))).toEqual(first);
    expect(rendered).toEqual(['A']);
    expect(admitted).toEqual(['A']);
    const otherProcess = createImageCache({ dir, render: async () => Buffer.from('novo') });
    expect(await otherProcess(card('A'), async () => {})).toEqual(first);
  });

  it('renders once for simultaneous requests of one card', async () => {
    const { rendered, get } = setup();
    await Promise.all(Array.from({ length: 5 }, () => get(card('B'))));
    expect(rendered).toEqual(['B']);
  });

  it('keys a card by what it shows, so an edit draws a new image', async () => {
    const { rendered, get } = setup();
    await get(card('Loja de Ana'));
    await get({ ...card('Loja de Ana'), color: '#000000' });
    expect(rendered).toHaveLength(2);
    expect(cardKey(card('x'))).not.toBe(cardKey({ ...card('x'), footer: 'outro' }));
  });

  it('does not render nor store a card whose admission is refused', async () => {
    const { dir, rendered, imageFor } = setup();
    const refused = imageFor(card('C'), async () => {
      throw new Error('limite');
    });
    await expect(refused).rejects.toThrow('limite');
    expect(rendered).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('stays within its size, dropping the least recently served first', async () => {
    const { dir, get } = setup(5000);
    for (const title of ['1', '2', '3', '4', '5', '6']) await get(card(title));
    const files = readdirSync(dir);
    expect(files.length).toBeLessThanOrEqual(4);
    expect(files).toContain(`${cardKey(card('6'))}.png`);
    expect(files).not.toContain(`${cardKey(card('1'))}.png`);
  });
});
