import { describe, expect, it } from 'vitest';
import { prefetchPlan } from './prefetch-plan.ts';

const slots = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe('early calls plan', () => {
  const plan = prefetchPlan();

  it('addresses the calls from the API route table under the client bases', () => {
    expect(plan.store.map((call) => call.url)).toEqual([
      '/api/store/pb/{pb}/marketplace/',
      '/api/auth/person/v2/pbprofile/{pb}/',
    ]);
    expect(plan.byPage.product).toEqual([
      { key: 'product:{product}', url: '/api/store/pb/{pb}/product/{product}/' },
      { key: 'group:{group}', url: '/api/store/pb/{pb}/productgroups/{group}/' },
    ]);
    expect(plan.byPage.name).toEqual([
      { key: 'group:{group}', url: '/api/store/pb/{pb}/productgroups/{group}/' },
    ]);
    expect(plan.byPage.home).toEqual([{ key: 'carousel', url: '/api/store/carousel/{pb}/' }]);
  });

  it('fills every slot from a parameter of the page it runs on', () => {
    for (const page of plan.pages) {
      const names = page.segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
      if (!names.includes('pb')) continue;
      for (const call of [...plan.store, ...(plan.byPage[page.name] ?? [])]) {
        for (const slot of [...slots(call.key), ...slots(call.url)]) expect(names).toContain(slot);
      }
    }
  });

  it('matches the most specific page first', () => {
    const names = plan.pages.map((page) => page.name);
    expect(names.indexOf('perfil')).toBeLessThan(names.indexOf('name'));
  });
});
