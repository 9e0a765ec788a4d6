import { Button } from './Button.tsx';

/** 'Fechar' at the foot of a dialog that only informs, focused when it opens. */
export function CloseFooter({ onClose }: { onClose: () => void }) {
  return (
    <div className="mt-6 flex justify-end">
      <Button onClick={onClose} data-autofocus>
        Fechar
      </Button>
    </div>
  );
}
