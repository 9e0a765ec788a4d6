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

  it("gives a shell's script its own pages only, in the order of precedence, with their calls", () => {
    const home = prefetchPlan('shell/home');
    expect(home.pages.map((page) => page.name)).toEqual(['invite', 'report', 'confirm', 'home']);
    expect(Object.keys(home.byPage).sort()).toEqual(['confirm', 'home', 'invite', 'report']);
    const group = prefetchPlan('shell/group');
    expect(group.pages.map((page) => page.name)).toEqual(['group-segment', 'name']);
    expect(group.byPage.name).toEqual(plan.byPage.name);
    expect(group.store).toEqual(plan.store);
    expect(prefetchPlan('404').pages).toEqual([]);
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
