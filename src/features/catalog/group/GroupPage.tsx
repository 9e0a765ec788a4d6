import { useEffect, useLayoutEffect, useState } from 'react';
import { familyName } from '../../../core/brand/family-name.ts';
import { useChrome, useClientStore, useMounted } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $group } from '../../../core/context/catalog.ts';
import { $pb } from '../../../core/context/store-context.ts';
import type { ProductSummaryAnswer } from '../../../core/contract/store.ts';
import { currentRoute, pathFor } from '../../../core/routes/route-table.ts';
import { Tabs } from '../../../core/ui/Tabs.tsx';
import { OFFER_FAMILIES } from '../../offers/contract/offers-entry.ts';
import { byCategory, groupTabs, type Segment, segmentFor } from '../rules/families.ts';
import { OffersEntry } from '../ui/OffersEntry.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { trailFromHome } from './breadcrumb-trail.ts';
import { GROUP_CLASSES, GROUP_TABS } from './group-heading.ts';
import { ProductCard } from './ProductCard.tsx';

function Products({ items, pb }: { items: ProductSummaryAnswer[]; pb: string }) {
  return (
    <div className="space-y-8">
      {byCategory(items).map(({ category, items: list }) => (
        <section key={category} aria-label={category}>
          <h2 className="mb-3 text-lg font-bold text-gray-900">{category}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} pb={pb} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * A family's page (docs/catalog-and-store.md#group-page): breadcrumb, title, subtitle and the tabs 'Para você' and 'Para sua
 * empresa'; an empty tab is disabled, the business tab is chosen when there are no personal
 * products, and switching tabs writes the segment into the address.
 */
export function GroupPage() {
  const mounted = useMounted();
  const group = useClientStore($group, null);
  const chrome = useChrome();
  const pb = useStore($pb) ?? '';
  const segment = mounted ? (currentRoute()?.params.segment ?? null) : null;
  const tabs = group ? groupTabs(group.items, segment) : null;
  const [selected, setSelected] = useState<Segment | null>(null);
  useEffect(() => {
    if (tabs && selected === null) setSelected(tabs.selected);
  }, [tabs, selected]);
  // The shell's skeleton (or the heading the host included) stays until the page can take its place.
  const ready = Boolean(group && tabs);
  useLayoutEffect(() => {
    if (ready) document.querySelector('[data-group-static]')?.remove();
  }, [ready]);
  // Each tab is an entry of the history: Back returns to the previous tab, inside the store.
  useEffect(() => {
    if (!group) return;
    const onPop = () => {
      const address = currentRoute();
      setSelected(groupTabs(group.items, address?.params.segment ?? null).selected);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [group]);

  const choose = (index: number) => {
    const tab = GROUP_TABS[index]?.segment ?? 'pf';
    setSelected(tab);
    if (!group) return;
    const seg = segmentFor(tab);
    const path = seg
      ? pathFor('group-segment', { pb, group: group.slug, segment: seg })
      : pathFor('name', { pb, group: group.slug });
    if (path !== window.location.pathname) window.history.pushState(null, '', path);
  };

  if (!group || !tabs) return null;
  const name = familyName(group, chrome.familyRenames);
  const current = selected ?? tabs.selected;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb steps={trailFromHome(pathFor('home', { pb }), { label: name })} />
      <h1 className={GROUP_CLASSES.title}>{name}</h1>
      <p className={GROUP_CLASSES.subTitle}>{group.sub_title}</p>
      <Tabs
        items={GROUP_TABS.map((tab) => ({
          key: tab.segment,
          label: tab.label,
          disabled: tab.segment === 'pf' ? tabs.pfDisabled : tabs.pjDisabled,
        }))}
        selected={current === 'pj' ? 1 : 0}
        onChange={choose}
        panel={(index) => <Products items={index === 1 ? tabs.pj : tabs.pf} pb={pb} />}
        className={GROUP_CLASSES.tabs}
        listClassName={GROUP_CLASSES.tabList}
        tabClassName={GROUP_CLASSES.tab}
        panelsClassName={GROUP_CLASSES.panels}
      />
      {/* Below the products: drawn with them, it moves nothing already on screen. */}
      {OFFER_FAMILIES.includes(group.slug) ? <OffersEntry className="mt-8" /> : null}
    </div>
  );
}
