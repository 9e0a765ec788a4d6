import { useEffect, useRef } from 'react';
import { adoptFirstAnswer } from './first-answer.ts';
import { firstAnswerId } from './first-answer-command.ts';
import type { ModalName } from './modals.ts';

/** What a press is made of, as the modal's dialog listens for one outside it. */
const POINTER_EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'pointerup',
  'mouseup',
  'touchend',
  'click',
];

/**
 * When the modal `name` opens, takes over its twin (./first-answer.ts) once the modal's panel
 * (`[data-modal=name]`, drawn a frame or two after it opens) is in the page, after the modal's own
 * opening effects, with a press made in the twin meanwhile; closes the modal when the visitor had
 * closed the twin before.
 */
export function useAdoptFirstAnswer(open: boolean, name: ModalName | undefined, onClose: () => void): void {
  // Each render brings its own closure over the same close action: the latest is called.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const twin = name ? document.getElementById(firstAnswerId(name)) : null;
    if (!open || !name || !twin) return;
    // A press in the twin while the modal is being drawn goes to the modal's same button; the
    // modal's dialog, which would take it for a press outside it and close, never sees it.
    let pressed = -1;
    const press = (event: Event) => {
      if (!(event.target instanceof Element) || !twin.contains(event.target)) return;
      event.stopPropagation();
      const button = event.target.closest('button');
      if (event.type === 'click' && button && !button.hasAttribute('commandfor'))
        pressed = [...twin.querySelectorAll('button')].indexOf(button);
    };
    const listen = (on: boolean) => {
      for (const type of POINTER_EVENTS) (on ? addEventListener : removeEventListener)(type, press, true);
    };
    listen(true);
    let frame = 0;
    const look = () => {
      const panel = document.querySelector(`[data-modal="${name}"]`);
      if (!panel) {
        frame = requestAnimationFrame(look);
        return;
      }
      listen(false);
      const taken = adoptFirstAnswer(document, name, panel);
      if (taken === 'closed') close.current();
      else if (taken === 'adopted' && pressed >= 0) panel.querySelectorAll('button')[pressed]?.click();
    };
    // From the next frame: the modal's own opening effects (which reset its fields) have run.
    frame = requestAnimationFrame(look);
    return () => {
      cancelAnimationFrame(frame);
      listen(false);
    };
  }, [open, name]);
}
