import type { Ready, Step, Target } from '../../tests/brand-review/screen-types.ts';

/**
 * The brand review's steps run inside a page the preview sheet shows: elements found as Playwright's
 * `getByRole(role, { name, exact: true })` finds them (role, then accessible name: aria-label,
 * aria-labelledby, or the text), and the same `ready` conditions. Only what screens.ts uses.
 */

const ROLE_SELECTORS: Record<Target['role'] | 'heading' | 'region' | 'contentinfo' | 'dialog', string> = {
  button: 'button, [role="button"], input[type="button"], input[type="submit"]',
  link: 'a[href], [role="link"]',
  menuitem: '[role="menuitem"]',
  tab: '[role="tab"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  contentinfo: 'footer, [role="contentinfo"]',
  dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
};

const normalized = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The accessible name, as far as the store's markup needs: aria-label, aria-labelledby, text, title. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return normalized(label);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const ids = labelledBy.split(/\s+/);
    return normalized(ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' '));
  }
  if (element.tagName === 'INPUT') return normalized((element as HTMLInputElement).value);
  return normalized(element.textContent) || normalized(element.getAttribute('title'));
}

/** Shown to a visitor: not hidden by an attribute or by style along its ancestors. */
export function isShown(element: Element): boolean {
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function byRole(
  scope: ParentNode,
  role: keyof typeof ROLE_SELECTORS,
  name?: string,
  prefix = false,
): Element[] {
  const named = (element: Element) => {
    if (name === undefined) return true;
    const accessible = accessibleName(element);
    return prefix ? accessible.startsWith(name) : accessible === name;
  };
  return [...scope.querySelectorAll(ROLE_SELECTORS[role])].filter(
    (element) => isShown(element) && named(element),
  );
}

/** The first shown element with the target's role and name (exact, or its start), inside its region if it names one. */
export function findTarget(document: Document, target: Target): Element | undefined {
  const scopes = target.within ? byRole(document, target.within.role, target.within.name) : [document];
  for (const scope of scopes) {
    const found = byRole(scope, target.role, target.name, target.prefix)[0];
    if (found) return found;
  }
  return undefined;
}

/** A group of fields by its legend or its aria-label, shown. */
function findGroup(document: Document, name: string): Element | undefined {
  return [...document.querySelectorAll('fieldset, [role="group"]')].find(
    (group) =>
      isShown(group) &&
      (normalized(group.querySelector('legend')?.textContent) === name ||
        group.getAttribute('aria-label') === name),
  );
}

/**
 * The shown form control a label names (by <label>, for= or wrapped, or by aria-label), inside
 * its group where one is named; `matches` decides on the label's text (exact by default).
 */
export function findLabelled(
  document: Document,
  label: string,
  {
    group,
    matches = (text: string) => text === label,
  }: { group?: string; matches?: (text: string) => boolean } = {},
): HTMLInputElement | undefined {
  const scope = group ? findGroup(document, group) : document;
  if (!scope) return undefined;
  for (const element of scope.querySelectorAll('label')) {
    if (!matches(normalized(element.textContent))) continue;
    const control = element.control ?? element.querySelector('input, textarea, select');
    if (control && isShown(control)) return control as HTMLInputElement;
  }
  return (
    ([...scope.querySelectorAll('[aria-label]')].find(
      (element) => matches(element.getAttribute('aria-label') ?? '') && isShown(element),
    ) as HTMLInputElement | undefined) ?? undefined
  );
}

/** The element whose text is exactly `text` (the innermost one), shown. */
function findText(document: Document, text: string): Element | undefined {
  // A document still being replaced (an address that moves on by itself) may have no body yet.
  const all = [...(document.body?.querySelectorAll('*') ?? [])].filter(
    (element) => normalized(element.textContent) === text && isShown(element),
  );
  return all.find((element) => ![...element.children].some((child) => all.includes(child)));
}

/** Whether the screen shows what its entry waits for. */
export function isReady(document: Document, ready: Ready): boolean {
  if ('heading' in ready) return byRole(document, 'heading', ready.heading).length > 0;
  if ('dialog' in ready)
    return byRole(document, 'dialog', ready.dialog).some((dialog) => byRole(dialog, 'heading').length > 0);
  if ('selector' in ready) return document.querySelector(ready.selector) !== null;
  return findText(document, ready.text) !== undefined;
}

/** A control that cannot be used yet (disabled, or marked so). */
function isDisabled(element: Element): boolean {
  return (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';
}

/** Sets a value as typing or choosing would, so React's own listeners see it. */
function typeInto(control: HTMLInputElement, value: string): void {
  const prototype = Object.getPrototypeOf(control) as HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Resolves with what `find` finds once it does, or rejects after `timeoutMs`. */
async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > until) throw new Error(`não encontrado: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs the steps in order, each once its element shows, then waits for the screen to be ready.
 * `current` gives the frame's document as it is now: some addresses move on to another page by
 * themselves (an invitation's link goes to the store's home with its modal).
 */
export async function runScreen(
  current: () => Document,
  steps: readonly Step[],
  ready: Ready,
  timeoutMs = 20_000,
): Promise<void> {
  for (const step of steps) {
    if ('click' in step) {
      const { role, name } = step.click;
      // Once it can be used, as Playwright waits for a control to be enabled before it clicks.
      const element = await waitFor(
        () => {
          const found = findTarget(current(), step.click);
          return found && !isDisabled(found) ? found : undefined;
        },
        `${role} "${name}"`,
        timeoutMs,
      );
      (element as HTMLElement).click();
    } else if ('check' in step) {
      const words = step.check;
      const box = await waitFor(
        () => findLabelled(current(), words, { matches: (text) => text.startsWith(words) }),
        words,
        timeoutMs,
      );
      if (!box.checked) box.click();
    } else {
      const { label, value, group } = 'fill' in step ? step.fill : step.select;
      // Typed again until it keeps the value on the next look: a dialog that sets its fields
      // when it opens can clear what was typed in its first moment.
      let typed: HTMLInputElement | undefined;
      await waitFor(
        () => {
          const control = findLabelled(current(), label, { group });
          if (!control) return undefined;
          if (control === typed && control.value === value) return control;
          typeInto(control, value);
          typed = control;
          return undefined;
        },
        label,
        timeoutMs,
      );
    }
  }
  await waitFor(() => isReady(current(), ready) || undefined, JSON.stringify(ready), timeoutMs);
}
