import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LIST_ID, afterPaintScripts, deferModuleScripts } from './after-paint-scripts.ts';
import { inlineScriptHashes } from './security-headers.ts';

const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;

describe("a page's module scripts start after its first paint", () => {
  it('takes the module script tags out and lists them, in their order, for the one loader', () => {
    const html = deferModuleScripts(
      page(
        '<main>x</main><script type="module" src="/_astro/a.js"></script><p>y</p>' +
          '<script>inline()</script><script type="module" src="/_astro/b.js"></script>',
      ),
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script>inline()</script>');
    expect(afterPaintScripts(html)).toEqual(['/_astro/a.js', '/_astro/b.js']);
    // The list and its loader close the body, after every element the first paint draws.
    expect(html.indexOf(`id="${AFTER_PAINT_LIST_ID}"`)).toBeGreaterThan(html.indexOf('<p>y</p>'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('writes the same loader and press holder into every page, so the policy holds two hashes for them', () => {
    const one = deferModuleScripts(page('<script type="module" src="/_astro/a.js"></script>'));
    const two = deferModuleScripts(page('<script type="module" src="/_astro/c.js"></script>'));
    expect(inlineScriptHashes(one)).toEqual(inlineScriptHashes(two));
    expect(inlineScriptHashes(one)).toHaveLength(2);
  });

  it('leaves a page without module scripts as it is', () => {
    const html = page('<main>x</main><script>inline()</script>');
    expect(deferModuleScripts(html)).toBe(html);
    expect(afterPaintScripts(html)).toEqual([]);
  });
});
