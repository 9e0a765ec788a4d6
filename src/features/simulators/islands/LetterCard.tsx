import { useStore } from '../../../core/browser/use-store.ts';
import { $actsAsCorrespondent } from '../../../core/context/offer-context.ts';
import { partnerInstitution } from '../../../core/contract/partner-institutions.ts';
import { formatBRL } from '../../../core/format/money.ts';
import { type Letter, letterCosts } from '../rules/consortium-simulator.ts';
import { $lettersValidUntil } from '../stores/consortium-simulator.ts';
import { OfferTerms } from './OfferTerms.tsx';
import { ResultCard } from './ResultCard.tsx';

const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
const perMonth = (value: number) =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}% a.m.`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-gray-700">{label}</dt>
      <dd className="font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

/**
 * One consortium letter (docs/simulators.md#simulations): administrator, group, its figures (the credit, the instalments and
 * their total, the administration fee over the term and per month, the reserve fund), how long it
 * holds, whom the store acts for, and 'Quero esta carta'.
 */
export function LetterCard({
  letter,
  onChoose,
  choosing,
}: {
  letter: Letter;
  onChoose: () => void;
  choosing: boolean;
}) {
  const validUntil = useStore($lettersValidUntil);
  const correspondent = useStore($actsAsCorrespondent);
  const costs = letterCosts(letter);
  const titleId = `letter-${letter.code}`;
  return (
    <ResultCard titleId={titleId} data-letter={letter.code}>
      <h3 id={titleId} className="font-bold text-gray-900">
        {letter.administrator_name}
      </h3>
      <p className="text-xs text-gray-700">Grupo {letter.group}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <Fact label="Valor da carta" value={formatBRL(letter.credit_value)} />
        <Fact label="Parcela" value={formatBRL(letter.installment)} />
        <Fact label="Prazo" value={`${letter.term} meses`} />
        <Fact label="Total pago" value={formatBRL(costs.totalPaid)} />
        <Fact label="Taxa de administração" value={percent(letter.admin_fee)} />
        <Fact label="Taxa de administração ao mês" value={perMonth(costs.adminFeePerMonth)} />
        <Fact label="Fundo de reserva" value={percent(letter.reserve_fund)} />
        <Fact label="Situação" value={letter.situation} />
      </dl>
      <p className="mt-2 text-xs text-gray-700">
        Consórcio não cobra juros, por isso não tem CET: o custo é a taxa de administração e o fundo de
        reserva, já somados nas parcelas.
      </p>
      <OfferTerms
        validUntil={validUntil}
        correspondentOf={correspondent ? partnerInstitution(letter.administrator) : null}
      />
      <div className="mt-auto pt-3">
        <button type="button" className="btn-primary w-full" onClick={onChoose} disabled={choosing}>
          Quero esta carta
          <span className="sr-only">
            {' '}
            da {letter.administrator_name}, {formatBRL(letter.credit_value)}
          </span>
        </button>
      </div>
    </ResultCard>
  );
}
