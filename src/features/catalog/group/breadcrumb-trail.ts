/**
 * The trail of a store page (home, family, product) as both the islands and the services'
 * fragments draw it: the same classes and labels, so an island takes over what a fragment painted
 * without a shift.
 */
import { HOME_LABEL } from '../../../core/context/banker-text.ts';

/** One step of a trail: a link, or the page itself (the last step, without address). */
export interface TrailStep {
  label: string;
  href?: string;
}

/** A trail from the store's home (at `homeHref`) through the given steps. */
export function trailFromHome(homeHref: string, ...steps: TrailStep[]): TrailStep[] {
  return [{ label: HOME_LABEL, href: homeHref }, ...steps];
}

/** The trail's label for assistive technology. */
export const BREADCRUMB_LABEL = 'Trilha de navegação';

export const BREADCRUMB_CLASSES = {
  nav: 'text-sm text-gray-700',
  list: 'flex flex-wrap items-center gap-1',
  step: 'flex items-center gap-1',
  link: 'underline-offset-2 hover:underline',
  current: 'font-semibold text-gray-900',
} as const;
