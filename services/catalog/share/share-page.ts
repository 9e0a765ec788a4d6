/** What a link preview says about a store or a product. */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute address of the 1200×630 preview image. */
  image: string;
  imageAlt: string;
  /** Absolute address of the store page people are sent on to. */
  target: string;
  siteName: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * A tiny page for link previews: crawlers read its Open Graph and Twitter tags (they run no
 * JavaScript); people are sent on to the store at once by the refresh, or by the link.
 */
export function sharePage(p: SharePreview): string {
  const e = {
    title: escapeHtml(p.title),
    description: escapeHtml(p.description),
    image: escapeHtml(p.image),
    imageAlt: escapeHtml(p.imageAlt),
    target: escapeHtml(p.target),
    siteName: escapeHtml(p.siteName),
  };
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e.title}</title>
<meta name="description" content="${e.description}">
<link rel="canonical" href="${e.target}">
<meta property="og:type" content="website">
<meta property="og:locale" content="pt_BR">
<meta property="og:site_name" content="${e.siteName}">
<meta property="og:title" content="${e.title}">
<meta property="og:description" content="${e.description}">
<meta property="og:url" content="${e.target}">
<meta property="og:image" content="${e.image}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${e.imageAlt}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${e.title}">
<meta name="twitter:description" content="${e.description}">
<meta name="twitter:image" content="${e.image}">
<meta name="twitter:image:alt" content="${e.imageAlt}">
<meta http-equiv="refresh" content="0; url=${e.target}">
</head>
<body>
<p><a href="${e.target}">Ir para ${e.title}</a></p>
</body>
</html>
`;
}
