import type { ProductGroupAnswer } from '../../../src/core/contract/store.ts';
import { trailFromHome } from '../../../src/features/catalog/group/breadcrumb-trail.ts';
import { GROUP_CLASSES as G, GROUP_TABS } from '../../../src/features/catalog/group/group-heading.ts';
import { type GroupTabs, groupTabs } from '../../../src/features/catalog/rules/families.ts';
import { breadcrumbMarkup } from './breadcrumb.ts';
import { escapeHtml as e } from './html.ts';

/** The tab list as src/core/ui/Tabs.tsx draws it, before the island makes it work. */
function tabList(tabs: GroupTabs<ProductGroupAnswer['items'][number]>): string {
  const buttons = GROUP_TABS.map((tab) => {
    const selected = tab.segment === tabs.selected;
    const disabled = tab.segment === 'pf' ? tabs.pfDisabled : tabs.pjDisabled;
    const state = `${selected ? ' data-selected=""' : ''}${disabled ? ' disabled="" data-disabled=""' : ''}`;
    return `<button type="button" role="tab" aria-selected="${selected}" tabindex="${selected ? 0 : -1}"${state} class="${G.tab}">${e(tab.label)}</button>`;
  });
  return `<div class="${G.tabs}"><div role="tablist" aria-orientation="horizontal" class="${G.tabList}">${buttons.join('')}</div></div>`;
}

/**
 * The top of a family's page (src/features/catalog/group/GroupPage.tsx): the breadcrumb back to the store's
 * home, the family's name and subtitle, and its two tabs with the one the address selects.
 */
export function groupHeadingMarkup(
  group: ProductGroupAnswer,
  name: string,
  homeHref: string,
  segment: string | null,
): string {
  const breadcrumb = breadcrumbMarkup(trailFromHome(homeHref, { label: name }));
  const heading = `<h1 class="${G.title}" data-fragment="heading">${e(name)}</h1><p class="${G.subTitle}">${e(group.sub_title)}</p>`;
  return `${breadcrumb}${heading}${tabList(groupTabs(group.items, segment))}`;
}
