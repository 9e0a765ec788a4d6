/**
 * The top of a family's page (title, subtitle, the two tabs; its trail is ./breadcrumb-trail.ts) as
 * both the island and the services' heading fragment draw it: the same classes and labels, so the
 * island takes over what the fragment painted without a shift.
 */
import type { Segment } from '../rules/families.ts';

export const GROUP_TABS: readonly { segment: Segment; label: string }[] = [
  { segment: 'pf', label: 'Para você' },
  { segment: 'pj', label: 'Para sua empresa' },
];

export const GROUP_CLASSES = {
  title: 'mt-4 text-2xl font-bold text-gray-900 sm:text-3xl',
  subTitle: 'mt-1 text-gray-700',
  tabs: 'mt-6',
  tabList: 'inline-flex rounded-lg bg-white p-1 shadow-sm',
  tab: 'rounded-md px-4 py-2 text-sm font-semibold text-gray-800 focus-visible:outline-2 focus-visible:outline-primary data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[selected]:bg-primary data-[selected]:text-on-primary',
  panels: 'mt-6',
} as const;

/** The grey lines a family's page shows before its data (and the stub of its heading fragment). */
export const GROUP_HEADING_LINES =
  '<div class="skeleton h-4 w-40"></div><div class="skeleton mt-4 h-8 w-64"></div><div class="skeleton mt-2 h-5 w-96 max-w-full"></div><div class="skeleton mt-6 h-10 w-72"></div>';
