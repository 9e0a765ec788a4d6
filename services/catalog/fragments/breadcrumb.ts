import {
  BREADCRUMB_CLASSES as B,
  BREADCRUMB_LABEL,
  type TrailStep,
} from '../../../src/features/catalog/group/breadcrumb-trail.ts';
import { escapeHtml as e } from './html.ts';

/** The trail as src/features/catalog/group/Breadcrumb.tsx draws it. */
export function breadcrumbMarkup(steps: readonly TrailStep[]): string {
  const items = steps.map((step, i) => {
    const arrow = i > 0 ? '<span aria-hidden="true">›</span>' : '';
    const body = step.href
      ? `<a class="${B.link}" href="${e(step.href)}">${e(step.label)}</a>`
      : `<span aria-current="page" class="${B.current}">${e(step.label)}</span>`;
    return `<li class="${B.step}">${arrow}${body}</li>`;
  });
  return `<nav aria-label="${BREADCRUMB_LABEL}" class="${B.nav}" data-fragment="crumbs"><ol class="${B.list}">${items.join('')}</ol></nav>`;
}
