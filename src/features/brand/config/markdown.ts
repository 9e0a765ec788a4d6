// A deliberately small Markdown subset for legal texts: paragraphs (blank-line separated),
// **bold** and [links](href). Everything else is escaped, so a brand file cannot inject markup.

const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/|#)/i;

export interface MarkdownResult {
  html: string;
  /** Link targets that were refused (not http(s), mailto, tel, path or anchor). */
  unsafeLinks: string[];
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function bold(escaped: string): string {
  return escaped.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

function inline(text: string, unsafeLinks: string[]): string {
  // Targets may hold one level of parentheses, as addresses sometimes do.
  const link = /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;
  let html = '';
  let last = 0;
  for (const match of text.matchAll(link)) {
    const [whole, label, href] = match;
    html += bold(escapeHtml(text.slice(last, match.index)));
    if (SAFE_HREF.test(href)) {
      html += `<a href="${escapeHtml(href)}">${bold(escapeHtml(label))}</a>`;
    } else {
      unsafeLinks.push(href);
      html += bold(escapeHtml(label));
    }
    last = match.index + whole.length;
  }
  return html + bold(escapeHtml(text.slice(last)));
}

/** Renders the subset to HTML; lines inside a paragraph join with a space, as in Markdown. */
export function renderMarkdownSubset(markdown: string): MarkdownResult {
  const unsafeLinks: string[] = [];
  const paragraphs = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean);
  const html = paragraphs.map((p) => `<p>${inline(p, unsafeLinks)}</p>`).join('\n');
  return { html, unsafeLinks };
}
