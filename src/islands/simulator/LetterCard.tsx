import type { Letter } from '../../domain/consortium-simulator.ts';
import { formatBRL } from '../../domain/money.ts';

const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-gray-700">{label}</dt>
      <dd className="font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

/** One consortium letter (§4.10): administrator, group, its figures and 'Quero esta carta'. */
export function LetterCard({
  letter,
  onChoose,
  choosing,
}: {
  letter: Letter;
  onChoose: () => void;
  choosing: boolean;
}) {
  const titleId = `letter-${letter.code}`;
  return (
    <li
      className="flex flex-col rounded-lg bg-white p-4 shadow-sm"
      aria-labelledby={titleId}
      data-letter={letter.code}
    >
      <h3 id={titleId} className="font-bold text-gray-900">
        {letter.administrator_name}
      </h3>
      <p className="text-xs text-gray-700">Grupo {letter.group}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <Fact label="Valor da carta" value={formatBRL(letter.credit_value)} />
        <Fact label="Parcela" value={formatBRL(letter.installment)} />
        <Fact label="Prazo" value={`${letter.term} meses`} />
        <Fact label="Taxa de administração" value={percent(letter.admin_fee)} />
        <Fact label="Situação" value={letter.situation} />
      </dl>
      <button type="button" className="btn-primary mt-auto" onClick={onChoose} disabled={choosing}>
        Quero esta carta
        <span className="sr-only">
          {' '}
          da {letter.administrator_name}, {formatBRL(letter.credit_value)}
        </span>
      </button>
    </li>
  );
}
