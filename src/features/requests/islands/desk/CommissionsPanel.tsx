import { useClientStore } from '../../../../core/brand/hooks.ts';
import { Button } from '../../../../core/ui/Button.tsx';
import { ScrollingTable } from '../../../../core/ui/ScrollingTable.tsx';
import { formatCents, formatMonth } from '../../rules/desk-view.ts';
import { $commissions, $commissionsStatus, loadCommissions } from '../../stores/desk.ts';
import { DeskSection } from './DeskSection.tsx';

const CELL = 'px-3 py-2 text-left';

/** What the store earns (read when the desk starts, `startDesk`): expected (approved) and earned (contracted), per month and institution, in centavos from the server. */
export function CommissionsPanel() {
  const commissions = useClientStore($commissions, null);
  const status = useClientStore($commissionsStatus, 'loading');
  if (status === 'failed')
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-red-900">
        Não foi possível carregar as comissões.
        <Button variant="outline" onClick={() => void loadCommissions()}>
          Tentar novamente
        </Button>
      </p>
    );
  if (!commissions)
    return <div role="status" aria-label="Carregando as comissões" className="skeleton h-24 w-full" />;
  return (
    <DeskSection id="desk-commissions" title="Comissões">
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-md bg-gray-50 p-3 ring-1 ring-gray-200">
          <dt className="text-sm text-gray-700">Previstas (aprovadas)</dt>
          <dd className="text-lg font-semibold text-gray-900">{formatCents(commissions.expected_cents)}</dd>
        </div>
        <div className="rounded-md bg-gray-50 p-3 ring-1 ring-gray-200">
          <dt className="text-sm text-gray-700">Recebidas (contratadas)</dt>
          <dd className="text-lg font-semibold text-gray-900">{formatCents(commissions.earned_cents)}</dd>
        </div>
      </dl>
      {commissions.months.length === 0 ? (
        <p className="text-gray-800">
          Nenhuma comissão ainda: elas aparecem quando a instituição aprova uma solicitação.
        </p>
      ) : (
        <ScrollingTable label="Comissões por mês e instituição">
          <table className="w-full text-sm text-gray-900">
            <caption className="sr-only">Comissões por mês e instituição</caption>
            <thead className="bg-gray-100">
              <tr>
                <th scope="col" className={CELL}>
                  Mês
                </th>
                <th scope="col" className={CELL}>
                  Instituição
                </th>
                <th scope="col" className={CELL}>
                  Solicitações
                </th>
                <th scope="col" className={CELL}>
                  Previstas
                </th>
                <th scope="col" className={CELL}>
                  Recebidas
                </th>
              </tr>
            </thead>
            <tbody>
              {commissions.months.map((row) => (
                <tr key={`${row.month}-${row.institution}`} className="border-t border-gray-200">
                  <td className={CELL}>{formatMonth(row.month)}</td>
                  <td className={CELL}>{row.institution}</td>
                  <td className={CELL}>{row.requests}</td>
                  <td className={CELL}>{formatCents(row.expected_cents)}</td>
                  <td className={CELL}>{formatCents(row.earned_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </DeskSection>
  );
}
