import { useEffect, useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { loadOfferContext } from '../../../core/context/offer-context.ts';
import { CONSORTIUM_TYPES } from '../../../core/format/options.ts';
import { productRules } from '../../../core/products/product-rules.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { MoneyField } from '../../../core/ui/MoneyField.tsx';
import { SelectField } from '../../../core/ui/SelectField.tsx';
import {
  LETTER_SORT_LABELS,
  type Letter,
  sortLetters,
  VALUE_TYPE_OPTIONS,
  type ValueType,
} from '../rules/consortium-simulator.ts';
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
} from '../stores/consortium-simulator.ts';
import { LetterCard } from './LetterCard.tsx';
import { ResultsHeader } from './ResultsHeader.tsx';
import { SimulatorForm } from './SimulatorForm.tsx';
import { SimulatorPage } from './SimulatorPage.tsx';
import { requestMarked, simulatorRoute } from './simulator-route.ts';

/** The consortium simulator (docs/simulators.md#simulations, products 117 and 121). */
export function ConsortiumSimulator() {
  const inputs = useStore($consortiumInputs);
  const errors = useStore($consortiumErrors);
  const letters = useStore($letters);
  const sort = useStore($letterSort);
  const [route, setRoute] = useState<{ pb: string; product: number } | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  useEffect(() => {
    const params = simulatorRoute();
    setRoute(params);
    void startConsortium();
    if (params) void loadOfferContext(params.pb, params.product);
  }, []);
  const choose = async (letter: Letter) => {
    if (route)
      await requestMarked(setChoosing, letter.code, () => requestLetter(route.pb, route.product, letter));
  };
  const isCompany = route ? productRules(route.product).company === true : false;
  const shown = 'letters' in letters ? sortLetters(letters.letters, sort) : [];
  return (
    <SimulatorPage
      title="Simulador de consórcio"
      intro={
        <>
          {isCompany ? 'Para a sua empresa: ' : 'Para você: '}
          encontre cartas de crédito das administradoras parceiras pelo valor da parcela ou da carta.
        </>
      }
    >
      <SimulatorForm
        titleId="consortium-form-title"
        title="O que você procura"
        columns={3}
        className="mt-6"
        loading={letters.status === 'loading'}
        onSimulate={() => void searchLetters()}
      >
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
      </SimulatorForm>
      {letters.status === 'failed' ? <Alert className="mt-6">{letters.message}</Alert> : null}
      {'letters' in letters && letters.status !== 'loading' ? (
        <section aria-labelledby="letters-title" className="mt-8">
          <ResultsHeader
            titleId="letters-title"
            title="Cartas de crédito"
            status={
              letters.count === 0
                ? 'Nenhuma carta encontrada para estes dados.'
                : `Mostrando ${letters.letters.length} de ${letters.count} cartas.`
            }
            sortName="letter_sort"
            sortLabels={LETTER_SORT_LABELS}
            sort={sort}
            onSort={sortLettersBy}
          />
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
    </SimulatorPage>
  );
}
