import { useId, useState } from 'react';
import { Button } from '../../../../core/ui/Button.tsx';
import { controlClass } from '../../../../core/ui/FieldFrame.tsx';
import type { PipelineAnswer } from '../../contract/desk.ts';
import { REQUEST_STATUS_LABELS } from '../../rules/request-status.ts';
import { LEVELED_STATUSES, type LeveledStatus, SERVICE_LEVEL_MAX } from '../../rules/service-levels.ts';
import { saveServiceLevels } from '../../stores/desk.ts';
import { DeskForm, DeskSubmitMessage } from './DeskForm.tsx';
import { useDeskSubmit } from './use-desk-submit.ts';

/** The levels the pipeline's columns carry, as the form's starting values. */
function levelsOf(pipeline: PipelineAnswer): Record<LeveledStatus, string> {
  const levels = {} as Record<LeveledStatus, string>;
  for (const status of LEVELED_STATUSES)
    levels[status] = String(pipeline.columns.find((column) => column.status === status)?.service_level ?? '');
  return levels;
}

/** The store's own service levels: how many business days a request may wait in each status before it is marked late. */
export function ServiceLevelsForm({ pipeline }: { pipeline: PipelineAnswer }) {
  const [levels, setLevels] = useState(() => levelsOf(pipeline));
  const { busy, message, run } = useDeskSubmit();
  const id = useId();
  const submit = () =>
    run(
      () =>
        saveServiceLevels(
          LEVELED_STATUSES.map((status) => ({ status, business_days: Number(levels[status]) })),
        ),
      'Prazos salvos.',
    );
  return (
    <details className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
      <summary className="cursor-pointer font-semibold text-gray-900">Prazos de atendimento</summary>
      <DeskForm className="mt-3 flex flex-col gap-3" submit={submit}>
        <p className="text-sm text-gray-700">
          Dias úteis que uma solicitação pode esperar em cada status antes de ficar atrasada (de 1 a{' '}
          {SERVICE_LEVEL_MAX}).
        </p>
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {LEVELED_STATUSES.map((status) => (
            <div key={status} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${status}`} className="text-sm font-medium text-gray-800">
                {REQUEST_STATUS_LABELS[status]}
              </label>
              <input
                id={`${id}-${status}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={SERVICE_LEVEL_MAX}
                required
                className={controlClass(null)}
                value={levels[status]}
                onChange={(event) => setLevels({ ...levels, [status]: event.target.value })}
              />
            </div>
          ))}
        </div>
        <Button type="submit" className="self-start" loading={busy}>
          Salvar prazos
        </Button>
        <DeskSubmitMessage message={message} />
      </DeskForm>
    </details>
  );
}
