import { HOME_EQUITY_INSTITUTION } from '../../../core/contract/partner-institutions.ts';
import { formatBRL } from '../../../core/format/money.ts';
import { maxLoanSharePercent } from '../../../core/products/home-equity.ts';
import { HOME_EQUITY_CONDITIONS, monthlyRateLabel } from '../../../core/products/home-equity-conditions.ts';
import {
  annualFromMonthlyPercent,
  localToday,
  monthlyFromAnnualPercent,
  offerValidUntil,
  perMonthText,
} from '../../../core/products/offer-terms.ts';
import { OfferTerms } from '../islands/OfferTerms.tsx';
import { annualPercentLabel, homeEquityEstimate, maxCreditFor } from '../rules/home-equity-estimate.ts';

/** 'CET 14,12% a.a. (1,10% a.m.)' */
const cetText = (annual: number) =>
  `CET ${annualPercentLabel(annual)} (${perMonthText(monthlyFromAnnualPercent(annual))})`;

function Table({ title, main, lines, data }: { title: string; main: string; lines: string[]; data: string }) {
  return (
    <div className="rounded-md border border-gray-200 p-3" {...{ [data]: '' }}>
      <dt className="text-sm font-semibold text-gray-800">{title}</dt>
      <dd className="mt-1 text-xl font-bold text-gray-900">{main}</dd>
      {lines.map((line) => (
        <dd key={line} className="text-sm text-gray-700">
          {line}
        </dd>
      ))}
    </div>
  );
}

/**
 * The live estimate beside the form: the institution, PRICE and SAC instalments with their CET
 * per year and per month and the total paid, the amount financed, the most the property allows,
 * how long the estimate holds and whom the store acts for.
 */
export function HomeEquityEstimatePanel({
  loanValue,
  propertyValue,
  months,
  correspondent,
}: {
  loanValue: number | null;
  propertyValue: number | null;
  months: number;
  correspondent: boolean;
}) {
  const estimate = homeEquityEstimate(loanValue, months);
  const maxCredit = maxCreditFor(propertyValue);
  const monthlyPercent = HOME_EQUITY_CONDITIONS.monthlyRate * 100;
  return (
    <section
      aria-labelledby="estimate-title"
      aria-live="polite"
      className="rounded-lg bg-white p-5 shadow-sm"
      data-estimate
    >
      <h2 id="estimate-title" className="text-lg font-bold text-gray-900">
        Estimativa da parcela
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {HOME_EQUITY_INSTITUTION.name}: juros a partir de{' '}
        {monthlyRateLabel(HOME_EQUITY_CONDITIONS.monthlyRate)} (
        {annualPercentLabel(annualFromMonthlyPercent(monthlyPercent))}), em {months} meses. A taxa final
        depende da análise da instituição.
      </p>
      {estimate && loanValue !== null ? (
        <>
          <p className="mt-3 text-sm text-gray-800" data-financed>
            Valor financiado: <strong>{formatBRL(loanValue)}</strong>
          </p>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <Table
              title="Tabela PRICE (parcelas fixas)"
              main={formatBRL(estimate.price.instalment)}
              lines={[cetText(estimate.price.cet), `Total pago ${formatBRL(estimate.price.totalPaid)}`]}
              data="data-estimate-price"
            />
            <Table
              title="Tabela SAC (parcelas decrescentes)"
              main={formatBRL(estimate.sac.first)}
              lines={[
                `até ${formatBRL(estimate.sac.last)}`,
                cetText(estimate.sac.cet),
                `Total pago ${formatBRL(estimate.sac.totalPaid)}`,
              ]}
              data="data-estimate-sac"
            />
          </dl>
          <OfferTerms
            validUntil={offerValidUntil(localToday(new Date()))}
            correspondentOf={correspondent ? HOME_EQUITY_INSTITUTION : null}
          />
        </>
      ) : (
        <p className="mt-4 text-sm text-gray-700">Informe o crédito desejado para ver as parcelas.</p>
      )}
      <p className="mt-4 text-sm text-gray-800" data-max-credit>
        {maxCredit !== null
          ? `Crédito máximo: ${formatBRL(maxCredit)} (${maxLoanSharePercent()} do valor do imóvel).`
          : `O crédito pode ser de até ${maxLoanSharePercent()} do valor do imóvel.`}
      </p>
    </section>
  );
}
