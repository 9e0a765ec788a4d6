import { useEffect, useRef } from 'react';
import { adoptFirstAnswer } from './first-answer.ts';
import { firstAnswerId } from './first-answer-command.ts';
import type { ModalName } from './modals.ts';

/**
 * When the modal `name` opens, takes over its twin (./first-answer.ts) once the modal's panel
 * (`[data-modal=name]`, drawn a frame or two after it opens) is in the page, after the modal's own
 * opening effects; closes the modal when the visitor had closed the twin before.
 */
export function useAdoptFirstAnswer(open: boolean, name: ModalName | undefined, onClose: () => void): void {
  // Each render brings its own closure over the same close action: the latest is called.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open || !name || !document.getElementById(firstAnswerId(name))) return;
    let frame = 0;
    const look = () => {
      const panel = document.querySelector(`[data-modal="${name}"]`);
      if (!panel) {
        frame = requestAnimationFrame(look);
        return;
      }
      if (adoptFirstAnswer(document, name, panel) === 'closed') close.current();
    };
    // From the next frame: the modal's own opening effects (which reset its fields) have run.
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [open, name]);
}
