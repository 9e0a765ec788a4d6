import { FirstAnswerContext } from '../core/modals/first-answer.ts';
import { LoginModal } from '../features/accounts/islands/LoginModal.tsx';

/** The modals a store's first view opens, whose twins its HTML carries (src/core/modals/first-answer.ts). */
const TWINS = { logIn: LoginModal } as const;

/**
 * A modal's twin, drawn by the build into the page (no client directive: no code of its own):
 * 'Entrar' opens it on every store page.
 */
export function FirstAnswer({ name }: { name: keyof typeof TWINS }) {
  const Modal = TWINS[name];
  return (
    <FirstAnswerContext value={name}>
      <Modal />
    </FirstAnswerContext>
  );
}
