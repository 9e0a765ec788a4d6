import type { ModalName } from './modals.ts';

/**
 * How a control opens a dialog's twin by itself (./first-answer.ts): kept apart, with no imports,
 * for the first screens' buttons.
 */

export const firstAnswerId = (name: ModalName): string => `first-answer-${name}`;

/** What the twin's close button leaves as the dialog's return value. */
export const FIRST_ANSWER_CLOSED = 'closed';

/** The attributes that make a button open (or close) the twin of `name`, with no script. */
export function firstAnswerCommand(name: ModalName, command: 'show-modal' | 'close' = 'show-modal') {
  return {
    commandfor: firstAnswerId(name),
    command,
    ...(command === 'close' ? { value: FIRST_ANSWER_CLOSED } : {}),
  };
}
