import type { Width } from '../../tests/brand-review/screen-types.ts';

/** Where `astro dev` serves the preview sheet. */
export const SHEET_PATH = '/__preview';

/** A width the sheet shows each screen at, and how much smaller it draws it. */
export interface SheetWidth {
  /** The review's name of the width: a screen's steps and widths are given by it. */
  key: Width;
  name: string;
  width: number;
  height: number;
  scale: number;
}

/** The cookies a logged-in visitor has, as the store sets them after a login. */
export interface SessionCookies {
  token: string;
  user: string;
}

/** What the sheet's script is given by the server that serves it. */
export interface SheetConfig {
  brandId: string;
  widths: SheetWidth[];
}

const STYLE = `
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #e5e7eb; color: #111827; }
  header { position: sticky; top: 0; z-index: 2; display: flex; gap: 12px; align-items: center;
    padding: 10px 20px; background: #fff; border-bottom: 1px solid #d1d5db; }
  header img { width: 28px; height: 28px; }
  header h1 { font-size: 18px; margin: 0; }
  #status { margin-left: auto; color: #4b5563; }
  #errors { position: sticky; top: 49px; z-index: 2; margin: 0; padding: 12px 20px; background: #fef2f2;
    color: #991b1b; border-bottom: 2px solid #dc2626; }
  #errors ul { margin: 6px 0 0; padding-left: 20px; font-family: ui-monospace, monospace; font-size: 13px; }
  main { padding: 16px 20px; display: grid; gap: 20px; }
  section h2 { font-size: 15px; margin: 0 0 6px; }
  .frames { display: flex; gap: 16px; align-items: flex-start; }
  figure { margin: 0; }
  figcaption { font-size: 12px; color: #374151; margin-bottom: 4px; }
  figcaption .state { margin-left: 6px; color: #6b7280; }
  figure[data-state="failed"] figcaption .state { color: #b91c1c; }
  .viewport { position: relative; overflow: hidden; background: #fff; box-shadow: 0 1px 3px #0003; }
  .viewport iframe { border: 0; transform-origin: 0 0; position: absolute; top: 0; left: 0; }
`;

/** The sheet page: its frames are drawn by its script (scripts/preview/sheet-client.ts). */
export function sheetPage(config: SheetConfig): string {
  // `<` escaped: the JSON sits inside a script element.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Prévia da marca ${config.brandId}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" id="brand-favicon">
<style>${STYLE}</style>
<script type="application/json" id="sheet-config">${json}</script>
<script type="module" src="/scripts/preview/sheet-client.ts"></script>
</head>
<body>
<header><img id="brand-logo" alt="" src="/favicon.svg"><h1 id="brand-name">${config.brandId}</h1><span id="status">Carregando…</span></header>
<div id="errors" role="alert" hidden></div>
<main id="sheet"></main>
</body>
</html>
`;
}
