import { describe, expect, it } from 'vitest';
import { renderMarkdownSubset } from './markdown.ts';

describe('renderMarkdownSubset', () => {
  it('renders paragraphs, bold and links', () => {
    const { html, unsafeLinks } = renderMarkdownSubset(
      '**Empresa Ltda.**, CNPJ 11.222.333/0001-81,\nSão Paulo.\n\nContato: [e-mail](mailto:a@b.example).',
    );
    expect(html).toBe(
      '<p><strong>Empresa Ltda.</strong>, CNPJ 11.222.333/0001-81, São Paulo.</p>\n' +
        '<p>Contato: <a href="mailto:a@b.example">e-mail</a>.</p>',
    );
    expect(unsafeLinks).toEqual([]);
  });

  it('escapes any other markup', () => {
    const { html } = renderMarkdownSubset('<img src=x onerror="alert(1)"> & "aspas"');
    expect(html).toBe('<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;aspas&quot;</p>');
  });

  it('keeps the text of a link with an unsafe target and reports the target', () => {
    const { html, unsafeLinks } = renderMarkdownSubset('[clique](javascript:void)');
    expect(html).toBe('<p>clique</p>');
    expect(unsafeLinks).toEqual(['javascript:void']);
  });
});
