import { drawingOf } from './family-drawings.ts';

/** Demo images drawn on request: `/api/store/media/{kind}/{name}.svg`. */
export const MEDIA_KINDS = [
  'institutions',
  'products',
  'groups',
  'banners',
  'people',
  'companies',
  'partners',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const mediaUrl = (kind: MediaKind, name: string): string => `/api/store/media/${kind}/${name}.svg`;

/** The name of a product image: its family drawing tinted by the product colour (`#rrggbb`). */
export const productImageName = (familySlug: string, color: string): string =>
  `${familySlug}-${color.replace('#', '').toLowerCase()}`;

/** Kinds drawn as a wordmark of a name (the route looks the name up; the slug is the fallback). */
export const WORDMARK_KINDS: readonly MediaKind[] = ['institutions', 'partners', 'companies'];

const PALETTE = [
  '#1d4ed8',
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#047857',
  '#c2410c',
  '#334155',
  '#0e7490',
  '#a21caf',
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function initials(name: string): string {
  const words = name.split(/[-_\s]+/).filter((w) => /^[\p{L}0-9]/u.test(w));
  return (
    words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

/** 'banco-aurora' → 'Banco Aurora', for names the database does not know. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => (w[0]?.toUpperCase() ?? '') + w.slice(1))
    .join(' ');
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const svg = (w: number, h: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/** A family drawing placed at (x, y), `size` pixels wide, stroked in `color`. */
const drawing = (name: string, x: number, y: number, size: number, color: string, width = 1.6) =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${drawingOf(name)}</g>`;

/** A wordmark: a square mark with the initial, then the name; long names are squeezed to fit. */
function wordmark(name: string, color: string): string {
  const text = escapeXml(name);
  const fit = name.length > 14 ? ` textLength="156" lengthAdjust="spacingAndGlyphs"` : '';
  // As wide as the name (about 11 px a letter), so short names fill their box when scaled.
  const width = 46 + Math.min(156, Math.ceil(name.length * 11.5));
  return svg(
    width,
    40,
    name,
    `<rect x="0" y="4" width="32" height="32" rx="8" fill="${color}"/><text x="16" y="26.5" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${escapeXml(initials(name).slice(0, 1))}</text><text x="42" y="27" font-family="Inter, Arial, sans-serif" font-size="20" font-weight="700" fill="#1f2937"${fit}>${text}</text>`,
  );
}

/**
 * An SVG for a demo image, or null for an unknown kind or a bad name. `label` is the name of the
 * institution, partner or company a wordmark shows.
 */
export function renderMedia(kind: string, file: string, label?: string): string | null {
  const match = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/.exec(file);
  if (!match?.[1] || !(MEDIA_KINDS as readonly string[]).includes(kind)) return null;
  const name = match[1];
  const color = PALETTE[hash(`${kind}/${name}`) % PALETTE.length] ?? '#334155';
  switch (kind as MediaKind) {
    case 'groups':
      // The family icon: a soft disc behind the drawing, in one neutral ink that suits every brand.
      return svg(
        48,
        48,
        name,
        `<circle cx="24" cy="24" r="24" fill="#f1f5f9"/>${drawing(name, 10, 10, 28, '#1f2937')}`,
      );
    case 'products': {
      const tinted = /^(.+)-([0-9a-f]{6})$/.exec(name);
      const family = tinted?.[1] ?? name;
      const tint = tinted?.[2] ? `#${tinted[2]}` : color;
      return svg(
        320,
        160,
        family,
        `<rect width="320" height="160" rx="12" fill="${tint}" fill-opacity=".1"/><circle cx="262" cy="28" r="64" fill="${tint}" fill-opacity=".12"/><circle cx="40" cy="150" r="44" fill="${tint}" fill-opacity=".08"/><circle cx="160" cy="80" r="52" fill="#ffffff"/>${drawing(family, 124, 44, 72, tint, 1.4)}`,
      );
    }
    case 'banners':
      // Drawn over the brand's colour by the storefront: white strokes on a transparent ground.
      return svg(
        360,
        360,
        name,
        `<circle cx="180" cy="180" r="150" fill="#ffffff" fill-opacity=".12"/><circle cx="180" cy="180" r="104" fill="#ffffff" fill-opacity=".14"/>${drawing(name, 108, 108, 144, '#ffffff', 1.3)}`,
      );
    case 'people':
      return svg(
        256,
        256,
        name,
        `<rect width="256" height="256" rx="128" fill="${color}"/><text x="128" y="150" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="80" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`,
      );
    default: {
      const shown = label ?? nameFromSlug(name.replace(/-(logo|favicon)$/, ''));
      // Coloured by the name, so a company's logo and favicon share one colour.
      const ink = PALETTE[hash(shown) % PALETTE.length] ?? '#334155';
      if (name.endsWith('-favicon')) {
        return svg(
          64,
          64,
          shown,
          `<rect width="64" height="64" rx="14" fill="${ink}"/><text x="32" y="43" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(initials(shown).slice(0, 1))}</text>`,
        );
      }
      return wordmark(shown, ink);
    }
  }
}
