import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { afterCookieChoice } from '../../privacy/scripts/cookie-choice-made.ts';
import { requestOfLink } from '../../requests/rules/desk-link.ts';
import {
  $analyticsAccess,
  $analyticsFailed,
  $analyticsLoading,
  reloadAnalytics,
  startAnalytics,
} from '../stores/dashboard.ts';
import { CUSTOMERS_TABLE, LEADS_TABLE, PRODUCTS_TABLE, TRANSACTIONS_TABLE } from './analytics-tables.tsx';
import { BookTable } from './BookTable.tsx';
import { CustomerOrdersPanel } from './CustomerOrdersPanel.tsx';
import { InvitationsTable } from './InvitationsTable.tsx';
import { InviteCustomer } from './InviteCustomer.tsx';
import { LeadDetailsTable } from './LeadDetailsTable.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';

// Loaded when its tab opens: the first paint of Analytics does not carry it.
const DeskPanel = lazy(() =>
  import('../../requests/islands/desk/DeskPanel.tsx').then((module) => ({ default: module.DeskPanel })),
);

const FunnelPanel = lazy(() =>
  import('../../funnel/islands/FunnelPanel.tsx').then((module) => ({ default: module.FunnelPanel })),
);

/** A linked request's dialog waits for the cookie banner's answer: the banner stays in reach. */
const afterCookieBanner = () => afterCookieChoice(document);

/** 'Solicitações': the tab a link to one request opens, with that request. */
const REQUESTS_TAB = 3;

const TAB =
  'rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold text-gray-800 outline-none data-[focus]:ring-2 data-[focus]:ring-primary data-[hover]:bg-gray-100 data-[selected]:border-primary data-[selected]:text-gray-900 border-transparent';

function LoadFailed() {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200"
    >
      <span>Não foi possível carregar os dados. Tente novamente.</span>
      <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={() => void reloadAnalytics()}>
        Tentar novamente
      </button>
    </div>
  );
}

/**
 * The banker's analytics (docs/analytics.md#analytics-screen): customers and products in one view, recent transactions
 * and leads in another. Tables show skeletons until the data arrives; visitors and other people
 * leave before anything loads.
 */
export function AnalyticsScreen() {
  const access = useStore($analyticsAccess);
  const failed = useStore($analyticsFailed);
  const loading = useStore($analyticsLoading);
  const [tab, setTab] = useState(0);
  useEffect(() => startAnalytics(), []);
  useEffect(() => {
    if (requestOfLink(window.location.search)) setTab(REQUESTS_TAB);
  }, []);
  const leaving = access === 'home' || access === 'error';

  return (
    <div
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8"
      aria-busy={access !== 'allowed' || loading}
    >
      <h1 className="text-2xl font-bold text-gray-900">Analytics</h1>
      {failed ? <LoadFailed /> : null}
      {leaving ? null : (
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList
            aria-label="Visões do Analytics"
            className="flex gap-2 overflow-x-auto border-b border-gray-200"
          >
            <Tab className={TAB}>Clientes e produtos</Tab>
            <Tab className={TAB}>Transações e leads</Tab>
            <Tab className={TAB}>Convites</Tab>
            <Tab className={TAB}>Solicitações</Tab>
            <Tab className={TAB}>Funil</Tab>
            <Tab className={TAB}>Avisos</Tab>
          </TabList>
          <TabPanels className="mt-6">
            <TabPanel className="flex flex-col gap-6 focus:outline-none">
              <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
                <BookTable {...CUSTOMERS_TABLE} />
                <BookTable {...PRODUCTS_TABLE} />
              </div>
              <CustomerOrdersPanel />
            </TabPanel>
            <TabPanel className="flex flex-col gap-6 focus:outline-none">
              <BookTable {...TRANSACTIONS_TABLE} />
              <div className="grid items-start gap-6 lg:grid-cols-2">
                <BookTable {...LEADS_TABLE} />
                <LeadDetailsTable />
              </div>
            </TabPanel>
            <TabPanel className="flex flex-col gap-6 focus:outline-none">
              <InviteCustomer />
              <InvitationsTable />
            </TabPanel>
            <TabPanel className="flex flex-col gap-6 focus:outline-none">
              <Suspense
                fallback={
                  <div
                    role="status"
                    aria-label="Carregando as solicitações"
                    className="skeleton h-40 w-full"
                  />
                }
              >
                <DeskPanel free={afterCookieBanner} />
              </Suspense>
            </TabPanel>
            <TabPanel className="flex flex-col gap-6 focus:outline-none">
              <Suspense
                fallback={
                  <div role="status" aria-label="Carregando o funil" className="skeleton h-40 w-full" />
                }
              >
                <FunnelPanel />
              </Suspense>
            </TabPanel>
            <TabPanel className="flex flex-col gap-6 focus:outline-none">
              <NotificationSettings />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      )}
    </div>
  );
}
