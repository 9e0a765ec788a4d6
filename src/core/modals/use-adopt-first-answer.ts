import { useEffect, useRef } from 'react';
import { adoptFirstAnswer } from './first-answer.ts';
import { firstAnswerId } from './first-answer-command.ts';
import type { ModalName } from './modals.ts';

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
    // A press in the twin while the modal is being drawn goes to the modal's same button.
    let pressed = -1;
    const press = (event: Event) => {
      const button = (event.target as Element).closest('button');
      if (button && !button.hasAttribute('commandfor'))
        pressed = [...twin.querySelectorAll('button')].indexOf(button);
    };
    twin.addEventListener('click', press);
    let frame = 0;
    const look = () => {
      const panel = document.querySelector(`[data-modal="${name}"]`);
      if (!panel) {
        frame = requestAnimationFrame(look);
        return;
      }
      twin.removeEventListener('click', press);
      const taken = adoptFirstAnswer(document, name, panel);
      if (taken === 'closed') close.current();
      else if (taken === 'adopted' && pressed >= 0) panel.querySelectorAll('button')[pressed]?.click();
    };
    // From the next frame: the modal's own opening effects (which reset its fields) have run.
    frame = requestAnimationFrame(look);
    return () => {
      cancelAnimationFrame(frame);
      twin.removeEventListener('click', press);
    };
  }, [open, name]);
}
