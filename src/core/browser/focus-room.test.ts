import { describe, expect, it } from 'vitest';
import { withinRoom } from './focus-room.ts';

describe('whether the focus lies in the room the page keeps clear', () => {
  // An 800 px screen with 30 px kept at the top and a 200 px cookie banner at the bottom.
  const room = { top: 30, bottom: 600 };

  it('within the room', () => {
    expect(withinRoom({ top: 100, bottom: 140 }, room)).toBe(true);
    expect(withinRoom({ top: 30, bottom: 600 }, room)).toBe(true);
  });

  it('under the banner, off-screen, or cut at the top', () => {
    expect(withinRoom({ top: 580, bottom: 620 }, room)).toBe(false);
    expect(withinRoom({ top: 814, bottom: 838 }, room)).toBe(false);
    expect(withinRoom({ top: 20, bottom: 60 }, room)).toBe(false);
  });

  it('a box taller than the room fills it', () => {
    expect(withinRoom({ top: -100, bottom: 900 }, room)).toBe(true);
    expect(withinRoom({ top: 400, bottom: 1400 }, room)).toBe(false);
  });
});
