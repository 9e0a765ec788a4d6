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
  const words = name.split(/[-_\s]+/).filter((w) => /^[a-z0-9]/i.test(w));
  return (
    words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An SVG for a demo image, or null for an unknown kind or a bad name. */
export function renderMedia(kind: string, file: string): string | null {
  const match = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/.exec(file);
  if (!match?.[1] || !(MEDIA_KINDS as readonly string[]).includes(kind)) return null;
  const name = match[1];
  const color = PALETTE[hash(`${kind}/${name}`) % PALETTE.length] ?? '#334155';
  const label = escapeXml(initials(name));
  if (kind === 'banners') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-label="${escapeXml(name)}"><rect width="1200" height="360" fill="${color}"/><circle cx="1050" cy="80" r="220" fill="#ffffff" opacity=".12"/><circle cx="150" cy="380" r="180" fill="#ffffff" opacity=".08"/><text x="80" y="200" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${label}</text></svg>`;
  }
  if (kind === 'people') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}"><rect width="256" height="256" rx="128" fill="${color}"/><text x="128" y="150" text-anchor="middle" font-family="sans-serif" font-size="80" font-weight="700" fill="#ffffff">${label}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${escapeXml(name)}"><rect width="160" height="64" rx="12" fill="${color}"/><text x="80" y="41" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#ffffff">${label}</text></svg>`;
}
