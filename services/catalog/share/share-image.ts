import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/** The size link previews expect (Open Graph and Twitter large cards). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | null = null;
function loadFonts() {
  fonts ??= [
    { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
  ];
  return fonts;
}

/** What a store's preview card shows. */
export interface ShareCard {
  /** The large line: the store ('Loja de Ana Souza') or the product's title. */
  title: string;
  /** The line under it: the banker's title and company, or the product's subtitle. */
  subtitle: string;
  /** The small line at the bottom: who serves the store. */
  footer: string;
  /** The picture on the left: a product drawing (2:1), as an SVG or PNG data URL; else the initials. */
  picture: string | null;
  /** Drawn when there is no picture. */
  initials: string;
  /** Background colour of the card. */
  color: string;
}

type Node = {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: unknown;
    src?: string;
    width?: number;
    height?: number;
  };
};
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

function pictureNode(card: ShareCard): Node {
  if (card.picture) {
    const size = { width: 320, height: 160 };
    return {
      type: 'img',
      props: {
        src: card.picture,
        ...size,
        style: { ...size, borderRadius: 24, backgroundColor: '#ffffff', flexShrink: 0 },
      },
    };
  }
  const box = { width: 280, height: 280, borderRadius: 140, flexShrink: 0 };
  return el(
    'div',
    {
      ...box,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: '#ffffff',
      color: card.color,
      fontSize: 120,
      fontWeight: 700,
    },
    card.initials,
  );
}

/** Renders a 1200×630 PNG preview card (satori lays it out, resvg paints it). */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const tree = el(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      gap: 64,
      padding: '0 80px',
      backgroundColor: card.color,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      pictureNode(card),
      el('div', { display: 'flex', flexDirection: 'column', gap: 20, width: 700 }, [
        el(
          'div',
          { fontSize: card.title.length > 32 ? 56 : 68, fontWeight: 700, lineHeight: 1.1 },
          card.title,
        ),
        el('div', { fontSize: 34, lineHeight: 1.3, opacity: 0.92 }, card.subtitle),
        el('div', { marginTop: 24, fontSize: 26, opacity: 0.85 }, card.footer),
      ]),
    ],
  );
  // satori takes React-like element objects; these plain ones are what JSX would produce.
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } }).render().asPng();
}
