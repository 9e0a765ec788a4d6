import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ProductSummaryAnswer } from '../../api/store.ts';
import { byCategory, familyName, groupTabs, type Segment, segmentFor } from '../../domain/browse-catalog.ts';
import { pathFor, resolveRoute } from '../../routes/route-table.ts';
import { $group } from '../../stores/catalog.ts';
import { $pb } from '../../stores/store-context.ts';
import { useChrome, useClientStore, useMounted } from '../chrome/hooks.ts';
import { Tabs } from '../ui/Tabs.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { ProductCard, ProductGridSkeleton } from './ProductCard.tsx';

const TABS: { segment: Segment; label: string }[] = [
  { segment: 'pf', label: 'Para você' },
  { segment: 'pj', label: 'Para sua empresa' },
];

function Products({ items, pb }: { items: ProductSummaryAnswer[]; pb: string }) {
  return (
    <div className="space-y-8">
      {byCategory(items).map(({ category, items: list }) => (
        <section key={category} aria-label={category}>
          <h3 className="mb-3 text-lg font-bold text-gray-900">{category}</h3>
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
  const segment = mounted ? (resolveRoute(window.location.pathname)?.params.segment ?? null) : null;
  const tabs = group ? groupTabs(group.items, segment) : null;
  const [selected, setSelected] = useState<Segment | null>(null);
  useEffect(() => {
    if (tabs && selected === null) setSelected(tabs.selected);
  }, [tabs, selected]);
  // Each tab is an entry of the history: Back returns to the previous tab, inside the store.
  useEffect(() => {
    if (!group) return;
    const onPop = () => {
      const address = resolveRoute(window.location.pathname);
      setSelected(groupTabs(group.items, address?.params.segment ?? null).selected);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [group]);

  const choose = (index: number) => {
    const tab = TABS[index]?.segment ?? 'pf';
    setSelected(tab);
    if (!group) return;
    const seg = segmentFor(tab);
    const path = seg
      ? pathFor('group-segment', { pb, group: group.slug, segment: seg })
      : pathFor('name', { pb, group: group.slug });
    if (path !== window.location.pathname) window.history.pushState(null, '', path);
  };

  if (!group || !tabs) {
    return (
      <div className="mx-auto min-h-screen max-w-6xl px-4 py-6" aria-busy="true">
        <div className="skeleton h-4 w-40" />
        <div className="skeleton mt-4 h-8 w-64" />
        <div className="skeleton mt-2 h-5 w-96 max-w-full" />
        <div className="skeleton mt-6 h-10 w-72" />
        <ProductGridSkeleton />
      </div>
    );
  }
  const name = familyName(group, chrome.familyRenames);
  const current = selected ?? tabs.selected;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb steps={[{ label: 'Início', href: pathFor('home', { pb }) }, { label: name }]} />
      <h1 className="mt-4 text-2xl font-bold text-gray-900 sm:text-3xl">{name}</h1>
      <p className="mt-1 text-gray-700">{group.sub_title}</p>
      <Tabs
        items={TABS.map((tab) => ({
          key: tab.segment,
          label: tab.label,
          disabled: tab.segment === 'pf' ? tabs.pfDisabled : tabs.pjDisabled,
        }))}
        selected={current === 'pj' ? 1 : 0}
        onChange={choose}
        panel={(index) => <Products items={index === 1 ? tabs.pj : tabs.pf} pb={pb} />}
        className="mt-6"
        listClassName="inline-flex rounded-lg bg-white p-1 shadow-sm"
        tabClassName="rounded-md px-4 py-2 text-sm font-semibold text-gray-800 focus-visible:outline-2 focus-visible:outline-primary data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[selected]:bg-primary data-[selected]:text-on-primary"
        panelsClassName="mt-6"
      />
    </div>
  );
}
