import { describe, expect, it } from 'vitest';
import { svgProblems } from './svg.ts';

const ok = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';

describe('svgProblems', () => {
  it('accepts a plain drawing', () => {
    expect(svgProblems(ok)).toEqual([]);
    expect(svgProblems(`<?xml version="1.0"?>\n${ok}\n`)).toEqual([]);
  });

  it('refuses what is not an SVG, or an empty file', () => {
    expect(svgProblems('')).toEqual(['arquivo vazio']);
    expect(svgProblems('<html></html>')[0]).toMatch(/^não é um SVG/);
  });

  it('refuses scripts, event handlers and external references', () => {
    expect(svgProblems(ok.replace('</svg>', '<script>x()</script></svg>'))).toContain(
      'contém <script>, que não é permitido',
    );
    expect(svgProblems(ok.replace('<rect', '<rect onclick="x()"'))).toContain(
      'contém atributo de evento (on...), que não é permitido',
    );
    expect(svgProblems(ok.replace('<rect', '<image href="https://x.example/a.png"/><rect'))[0]).toMatch(
      /externo/,
    );
  });

  it('asks for a viewBox so the mark scales', () => {
    expect(svgProblems('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toEqual([
      'falta o atributo viewBox no <svg>',
    ]);
  });
});
