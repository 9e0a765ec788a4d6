import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  LETTER_SORT_LABELS,
  type Letter,
  type LetterSort,
  sortLetters,
  VALUE_TYPE_OPTIONS,
  type ValueType,
} from '../../domain/consortium-simulator.ts';
import { formatBRL } from '../../domain/money.ts';
import { CONSORTIUM_TYPES } from '../../domain/options.ts';
import { productRules } from '../../domain/product-ids.ts';
import { resolveRoute } from '../../routes/route-table.ts';
import {
  $consortiumErrors,
  $consortiumInputs,
  $letterSort,
  $letters,
  loadMoreLetters,
  requestLetter,
  searchLetters,
  setConsortiumInput,
  sortLettersBy,
  startConsortium,
} from '../../stores/consortium-simulator.ts';
import { SelectField } from '../order/SelectField.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { MoneyField } from '../ui/MoneyField.tsx';

const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

function LetterCard({
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
        <div>
          <dt className="text-xs text-gray-700">Valor da carta</dt>
          <dd className="font-semibold text-gray-900">{formatBRL(letter.credit_value)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">Parcela</dt>
          <dd className="font-semibold text-gray-900">{formatBRL(letter.installment)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">Prazo</dt>
          <dd className="font-semibold text-gray-900">{letter.term} meses</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">Taxa de administração</dt>
          <dd className="font-semibold text-gray-900">{percent(letter.admin_fee)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">Situação</dt>
          <dd className="font-semibold text-gray-900">{letter.situation}</dd>
        </div>
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

/** The consortium simulator (spec §4.10, products 117 and 121). */
export function ConsortiumSimulator() {
  const inputs = useStore($consortiumInputs);
  const errors = useStore($consortiumErrors);
  const letters = useStore($letters);
  const sort = useStore($letterSort);
  const [route, setRoute] = useState<{ pb: string; product: number } | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  useEffect(() => {
    const match = resolveRoute(window.location.pathname);
    const product = Number(match?.params.product);
    if (match?.params.pb && Number.isInteger(product) && product > 0) {
      setRoute({ pb: match.params.pb.toLowerCase(), product });
    }
    void startConsortium();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void searchLetters();
  };
  const choose = async (letter: Letter) => {
    if (!route) return;
    setChoosing(letter.code);
    try {
      await requestLetter(route.pb, route.product, letter);
    } finally {
      setChoosing(null);
    }
  };
  const isCompany = route ? productRules(route.product).company === true : false;
  const shown = 'letters' in letters ? sortLetters(letters.letters, sort) : [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Simulador de consórcio</h1>
      <p className="mt-2 max-w-3xl text-gray-800">
        {isCompany ? 'Para a sua empresa: ' : 'Para você: '}
        encontre cartas de crédito das administradoras parceiras pelo valor da parcela ou da carta.
      </p>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="consortium-form-title"
        className="mt-6 rounded-lg bg-white p-5 shadow-sm"
      >
        <h2 id="consortium-form-title" className="text-lg font-bold text-gray-900">
          O que você procura
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Tipo de consórcio"
            name="consortium_type"
            value={inputs.consortiumType}
            options={CONSORTIUM_TYPES}
            onValueChange={(value) => setConsortiumInput('consortiumType', value)}
            error={errors.consortiumType}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-gray-800">Simular pelo</legend>
            <div className="flex gap-4 pt-2">
              {VALUE_TYPE_OPTIONS.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-gray-800">
                  <input
                    type="radio"
                    name="value_type"
                    value={option.value}
                    checked={inputs.valueType === option.value}
                    onChange={() => setConsortiumInput('valueType', option.value as ValueType)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <MoneyField
            label={inputs.valueType === 'term' ? 'Parcela desejada' : 'Crédito desejado'}
            name="value"
            value={inputs.value}
            onValueChange={(value) => setConsortiumInput('value', value)}
            error={errors.value}
          />
        </div>
        <Button type="submit" className="mt-5" loading={letters.status === 'loading'}>
          Simular
        </Button>
      </form>
      {letters.status === 'failed' ? <Alert className="mt-6">{letters.message}</Alert> : null}
      {'letters' in letters && letters.status !== 'loading' ? (
        <section aria-labelledby="letters-title" className="mt-8">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="letters-title" className="text-xl font-bold text-gray-900">
                Cartas de crédito
              </h2>
              <p className="text-sm text-gray-700" role="status">
                {letters.count === 0
                  ? 'Nenhuma carta encontrada para estes dados.'
                  : `Mostrando ${letters.letters.length} de ${letters.count} cartas.`}
              </p>
            </div>
            <fieldset className="flex flex-wrap items-center gap-3 text-sm">
              <legend className="sr-only">Ordenar por</legend>
              <span aria-hidden="true" className="font-semibold text-gray-900">
                Ordenar por:
              </span>
              {(Object.keys(LETTER_SORT_LABELS) as LetterSort[]).map((key) => (
                <label key={key} className="flex items-center gap-1 text-gray-800">
                  <input
                    type="radio"
                    name="letter_sort"
                    checked={sort === key}
                    onChange={() => sortLettersBy(key)}
                  />
                  {LETTER_SORT_LABELS[key]}
                </label>
              ))}
            </fieldset>
          </div>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Cartas">
            {shown.map((letter) => (
              <LetterCard
                key={letter.code}
                letter={letter}
                onChoose={() => void choose(letter)}
                choosing={choosing === letter.code}
              />
            ))}
          </ul>
          {letters.hasNext ? (
            <div className="mt-6 text-center">
              <Button
                variant="outline"
                onClick={() => void loadMoreLetters()}
                loading={letters.status === 'more'}
              >
                Carregar mais
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
