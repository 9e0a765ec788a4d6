import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import type { OffersFailure } from '../rules/offer-view.ts';

/** A refused call that names no field: its message, its title where it has one, and the way out (the CPF). */
export function FailureNote({
  failure,
  onCpf,
}: {
  failure: Exclude<OffersFailure, { kind: 'fields' }>;
  onCpf: () => void;
}) {
  return (
    <Alert>
      {failure.kind === 'limit' ? <strong className="block">{failure.title}</strong> : null}
      <span>{failure.message}</span>
      {failure.kind === 'cpf' ? (
        <Button variant="outline" className="mt-2 block" onClick={onCpf}>
          Informar meu CPF
        </Button>
      ) : null}
    </Alert>
  );
}
