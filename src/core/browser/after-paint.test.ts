// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses, SCRIPTS_READY } from './after-paint.ts';

/** A trusted press (a visitor's), which the holder may hold; `click()` is the page's own. */
function press(target: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  target.dispatchEvent(event);
  return event;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('presses made before their code has run', () => {
  holdEarlyPresses(SCRIPTS_READY);
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute(SCRIPTS_READY.attribute);
  });

  it("holds a press on the page's own button until its scripts have run, then gives it again", async () => {
    document.body.innerHTML = '<button type="button">Aceitar todos</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const handler = vi.fn();
    button.addEventListener('click', handler);
    // Held from the page's code; the button's own answer (a dialog it opens by `command`) is not prevented.
    expect(press(button).defaultPrevented).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    document.documentElement.setAttribute(SCRIPTS_READY.attribute, '');
    document.dispatchEvent(new Event(SCRIPTS_READY.event));
    await tick();
    expect(handler).toHaveBeenCalledTimes(1);
    // Once ready, a press goes straight through.
    expect(press(button).defaultPrevented).toBe(false);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('keeps a form from being sent by a submit button pressed before its code has run', () => {
    document.body.innerHTML = '<form><button type="submit">Continuar</button></form>';
    expect(press(document.querySelector('button') as Element).defaultPrevented).toBe(true);
  });

  it('holds a press inside an island until it hydrates; a hydrated island takes it at once', async () => {
    document.body.innerHTML =
      '<astro-island ssr client="paint"><button type="button">Para você</button></astro-island>';
    const island = document.querySelector('astro-island') as HTMLElement;
    const handler = vi.fn();
    island.querySelector('button')?.addEventListener('click', handler);
    press(island.querySelector('button') as Element);
    expect(handler).not.toHaveBeenCalled();
    island.removeAttribute('ssr');
    island.dispatchEvent(new CustomEvent('astro:hydrate'));
    await tick();
    expect(handler).toHaveBeenCalledTimes(1);
    press(island.querySelector('button') as Element);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('leaves links and the islands that hold their own presses alone', () => {
    document.body.innerHTML =
      '<a href="#x">Início</a><astro-island ssr client="demand"><button type="button">Entrar</button></astro-island>';
    expect(press(document.querySelector('a') as Element).defaultPrevented).toBe(false);
    expect(press(document.querySelector('button') as Element).defaultPrevented).toBe(false);
  });
});
