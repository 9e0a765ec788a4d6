// SVG marks are inlined into every page, so they must be plain drawings: no scripts,
// event handlers, foreign HTML or external references.

const UNSAFE: [RegExp, string][] = [
  [/<script\b/i, 'contém <script>, que não é permitido'],
  [/\son[a-z]+\s*=/i, 'contém atributo de evento (on...), que não é permitido'],
  [/<foreignObject\b/i, 'contém <foreignObject>, que não é permitido'],
  [/(?:href|src)\s*=\s*["'](?!#)/i, 'referencia arquivo ou endereço externo; desenhe tudo no próprio SVG'],
];

/** Problems of an SVG file's text, empty when it is fine. */
export function svgProblems(svg: string): string[] {
  const text = svg.trim();
  if (text === '') return ['arquivo vazio'];
  if (!/^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg\b[\s\S]*<\/svg>$/i.test(text)) {
    return ['não é um SVG (o arquivo deve começar em <svg e terminar em </svg>)'];
  }
  const problems = UNSAFE.filter(([pattern]) => pattern.test(text)).map(([, message]) => message);
  if (!/\sviewBox\s*=/.test(text)) problems.push('falta o atributo viewBox no <svg>');
  return problems;
}
