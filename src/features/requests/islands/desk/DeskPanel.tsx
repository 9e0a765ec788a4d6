import { useEffect, useState } from 'react';
import { useClientStore } from '../../../../core/brand/hooks.ts';
import { $user } from '../../../../core/context/session.ts';
import { Button } from '../../../../core/ui/Button.tsx';
import { requestOfLink } from '../../rules/desk-link.ts';
import { lateCount } from '../../rules/desk-view.ts';
import { $pipeline, $pipelineFailure, $pipelineStatus, loadPipeline, startDesk } from '../../stores/desk.ts';
import { CommissionsPanel } from './CommissionsPanel.tsx';
import { DeskFilters } from './DeskFilters.tsx';
import { DeskRequestDialog } from './DeskRequestDialog.tsx';
import { DeskSection } from './DeskSection.tsx';
import { DueReminders } from './DueReminders.tsx';
import { OpenOffersPanel } from './OpenOffersPanel.tsx';
import { PipelineColumn } from './PipelineColumn.tsx';
import { ServiceLevelsForm } from './ServiceLevelsForm.tsx';
import { TemplatesForm } from './TemplatesForm.tsx';

/**
 * The banker's desk (docs/desk.md#pipeline): the store's requests by status, as columns on a wide
 * screen and as a list grouped by status on a phone, with filters, the request dialog and the
 * commissions. A notice mail's link (`?solicitacao=order-42`) opens its request as soon as
 * `free` resolves (the page's own question answered first: the cookie banner).
 */
export function DeskPanel({ free }: { free?: () => Promise<void> }) {
  const user = useClientStore($user, null);
  const pipeline = useClientStore($pipeline, null);
  const status = useClientStore($pipelineStatus, 'loading');
  const failure = useClientStore($pipelineFailure, '');
  const [now] = useState(() => new Date());
  const bankerId = user?.id;
  useEffect(() => {
    if (bankerId !== undefined) void startDesk(bankerId, requestOfLink(window.location.search), free);
  }, [bankerId, free]);
  const late = pipeline ? lateCount(pipeline.columns) : 0;
  return (
    <div className="flex flex-col gap-6">
      <DeskSection id="desk-pipeline" title="Status das solicitações">
        <p className="text-sm text-gray-700">
          Abra uma solicitação para falar com o cliente, mudar o status e fazer anotações. O cliente recebe
          cada mudança por e-mail.
          {late > 0 ? <strong className="text-red-900"> {late} fora do prazo.</strong> : null}
        </p>
        {pipeline ? <DueReminders reminders={pipeline.reminders} /> : null}
        <DeskFilters pipeline={pipeline} />
        {status === 'failed' ? (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-red-900">
            {failure}
            <Button variant="outline" onClick={() => void loadPipeline()}>
              Tentar novamente
            </Button>
          </p>
        ) : null}
        {pipeline ? (
          <div
            aria-busy={status === 'loading'}
            className="grid gap-3 lg:auto-cols-[minmax(15rem,1fr)] lg:grid-flow-col lg:overflow-x-auto lg:pb-2"
          >
            {pipeline.columns.map((column) => (
              <PipelineColumn key={column.status} column={column} now={now} />
            ))}
          </div>
        ) : status === 'loading' ? (
          <div role="status" aria-label="Carregando as solicitações" className="skeleton h-40 w-full" />
        ) : null}
        {pipeline ? <ServiceLevelsForm pipeline={pipeline} /> : null}
        <TemplatesForm />
      </DeskSection>
      <OpenOffersPanel />
      <CommissionsPanel />
      <DeskRequestDialog />
    </div>
  );
}
