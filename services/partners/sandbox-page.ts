/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A small pt-BR page of the sandbox partner. Plain HTML: the services' security headers forbid
 * styles and scripts, and the page only has to show that the request arrived.
 */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><small>Ambiente de demonstração (sandbox): nenhuma instituição real recebeu estes dados.</small></p>
</main>
</body>
</html>`;
}

/** A round badge with the partner's initials, used as its logo. */
export function partnerLogoSvg(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(name)}"><title>${escapeHtml(name)}</title><circle cx="48" cy="48" r="46" fill="hsl(${hue} 55% 32%)"/><text x="48" y="58" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
}
