import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { type Drawn, judgeScreen } from './judge.ts';

function flat(width: number, height: number, grey: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(grey);
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
  return PNG.sync.write(image);
}

const CHROMIUM_OLD = { chromium: '156.0.8078.73', fonts: 'f1' };
const CHROMIUM_NEW = { chromium: '156.0.8078.108', fonts: 'f1' };
const approved: Drawn = {
  image: flat(10, 10, 250),
  record: {
    text: '- paragraph: Assessor',
    colours: { footer: { 'background-color': ['rgb(59, 13, 31)'] } },
    assets: {},
  },
  renderer: CHROMIUM_OLD,
};

describe('judging a screen against its approval', () => {
  it('nothing approved yet is new', () => {
    expect(judgeScreen(undefined, approved).status).toBe('new');
  });
  it('the same drawing is the same', () => {
    expect(judgeScreen(approved, { ...approved }).status).toBe('same');
  });
  it('a changed word differs, whatever drew it', () => {
    const now = { ...approved, record: { ...approved.record, text: '- paragraph: Assessora' } };
    expect(judgeScreen(approved, now).status).toBe('differs');
    expect(judgeScreen(approved, { ...now, renderer: CHROMIUM_NEW }).status).toBe('differs');
  });
  it('pixels alone differ under the approving renderer', () => {
    const judged = judgeScreen(approved, { ...approved, image: flat(10, 10, 240) });
    expect(judged).toMatchObject({ status: 'differs', summary: '100 pixels differ' });
    expect(judged.diff).toBeInstanceOf(Buffer);
  });
  it('pixels alone under another browser are the browser’s drift, and say so', () => {
    const judged = judgeScreen(approved, { ...approved, image: flat(10, 10, 240), renderer: CHROMIUM_NEW });
    expect(judged.status).toBe('renderer');
    expect(judged.summary).toContain('156.0.8078.73 → 156.0.8078.108');
  });
});
