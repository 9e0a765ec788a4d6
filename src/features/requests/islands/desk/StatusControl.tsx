import { useId, useState } from 'react';
import { Button } from '../../../../core/ui/Button.tsx';
import type { RequestSummaryAnswer } from '../../contract/requests.ts';
import {
  isFinal,
  nextStatuses,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
} from '../../rules/request-status.ts';
import { afterStatusChange } from '../../stores/desk.ts';
import { changeRequestStatus } from '../../stores/requests.ts';
import { DeskForm, DeskSubmitMessage, DeskTextarea } from './DeskForm.tsx';
import { useDeskSubmit } from './use-desk-submit.ts';

/** The banker's control of one request: the statuses the banker may set now and a note for the customer. */
export function StatusControl({ request }: { request: RequestSummaryAnswer }) {
  const options = nextStatuses('banker', request.status);
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [note, setNote] = useState('');
  const { busy, message, run } = useDeskSubmit();
  const id = useId();
  if (options.length === 0)
    return (
      <p className="text-sm text-gray-700">
        {isFinal(request.status) ? 'Solicitação encerrada.' : 'Aguardando a instituição.'}
      </p>
    );
  const submit = async () => {
    if (!status) return;
    const changed = await run(async () => {
      await changeRequestStatus(request, status, note);
      void afterStatusChange();
    }, 'Status atualizado. O cliente recebe um aviso por e-mail.');
    if (!changed) return;
    setStatus('');
    setNote('');
  };
  return (
    <DeskForm submit={submit}>
      <label htmlFor={`${id}-status`} className="text-sm font-semibold text-gray-900">
        Novo status
      </label>
      <select
        id={`${id}-status`}
        className="rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900"
        value={status}
        onChange={(event) => setStatus(event.target.value as RequestStatus | '')}
      >
        <option value="">Escolha o status</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {REQUEST_STATUS_LABELS[option]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`} className="text-sm font-semibold text-gray-900">
        Observação para o cliente (opcional)
      </label>
      <DeskTextarea id={`${id}-note`} rows={2} maxLength={500} value={note} onChange={setNote} />
      <Button type="submit" className="self-start" loading={busy} disabled={!status}>
        Atualizar status
      </Button>
      <DeskSubmitMessage message={message} />
    </DeskForm>
  );
}
