import {
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from '@headlessui/react';
import { familyName } from '../../../core/brand/family-name.ts';
import { useChrome, useClientStore } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $marketplace, $pb } from '../../../core/context/store-context.ts';
import type { ProductGroupAnswer } from '../../../core/contract/store.ts';
import { productPath } from '../group/ProductCard.tsx';
import { byCategory, listedFamilies } from '../rules/families.ts';
import { $groups } from '../stores/home-catalog.ts';

function Categories({ group, pb }: { group: ProductGroupAnswer; pb: string }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {byCategory(group.items).map(({ category, items }) => (
        <div key={category}>
          <h4 className="mb-2 text-sm font-bold uppercase tracking-wide text-gray-700">{category}</h4>
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.id}>
                <a className="text-gray-900 underline-offset-2 hover:underline" href={productPath(pb, item)}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * Every product of the store (docs/catalog-and-store.md#home), anchor `products`: a tab per family on desktop,
 * expansion panels on phones, products grouped by category; coming-soon families left out.
 */
export function ProductList() {
  const market = useClientStore($marketplace, null);
  const groups = useClientStore($groups, null);
  const chrome = useChrome();
  const pb = useStore($pb) ?? '';
  if (market && !market.showProductList) return null;
  const families = groups ? listedFamilies(groups) : null;
  return (
    <section
      id="products"
      aria-labelledby="products-title"
      className="mx-auto mt-12 max-w-6xl scroll-mt-20 px-4"
    >
      <h2 id="products-title" className="mb-4 text-xl font-bold text-gray-900">
        Todos os produtos
      </h2>
      {families ? (
        <>
          <TabGroup className="hidden rounded-lg bg-white p-6 shadow-sm md:block">
            <TabList className="flex flex-wrap gap-2 border-b border-gray-200 pb-3">
              {families.map((group) => (
                <Tab
                  key={group.id}
                  className="rounded-md px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary data-[selected]:bg-primary data-[selected]:text-on-primary"
                >
                  {familyName(group, chrome.familyRenames)}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="pt-5">
              {families.map((group) => (
                <TabPanel key={group.id}>
                  <h3 className="sr-only">{familyName(group, chrome.familyRenames)}</h3>
                  <Categories group={group} pb={pb} />
                </TabPanel>
              ))}
            </TabPanels>
          </TabGroup>
          <div className="divide-y divide-gray-200 rounded-lg bg-white shadow-sm md:hidden">
            {families.map((group) => (
              <Disclosure key={group.id} as="div" className="px-4">
                {/* A heading holds the button, as in an accordion: the categories' h4 then follow an h3. */}
                <h3>
                  <DisclosureButton className="group flex w-full items-center justify-between py-4 text-left font-semibold text-gray-900">
                    {familyName(group, chrome.familyRenames)}
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="h-5 w-5 transition group-data-[open]:rotate-180"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M6 9l6 6 6-6" />
                    </svg>
                  </DisclosureButton>
                </h3>
                <DisclosurePanel className="pb-4">
                  <Categories group={group} pb={pb} />
                </DisclosurePanel>
              </Disclosure>
            ))}
          </div>
        </>
      ) : (
        <div className="skeleton h-64 w-full rounded-lg" aria-hidden="true" />
      )}
    </section>
  );
}
