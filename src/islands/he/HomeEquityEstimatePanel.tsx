import { HOME_EQUITY_CONDITIONS } from '../../api/credit-paths.ts';
import { maxLoanSharePercent } from '../../domain/home-equity.ts';
import {
  annualPercentLabel,
  homeEquityEstimate,
  maxCreditFor,
  monthlyRateLabel,
} from '../../domain/home-equity-estimate.ts';
import { formatBRL } from '../../domain/money.ts';

/** The live estimate beside the form: PRICE and SAC instalments with their CET, and the most the property allows. */
export function HomeEquityEstimatePanel({
  loanValue,
  propertyValue,
  months,
}: {
  loanValue: number | null;
  propertyValue: number | null;
  months: number;
}) {
  const estimate = homeEquityEstimate(loanValue, months);
  const maxCredit = maxCreditFor(propertyValue);
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
        Juros a partir de {monthlyRateLabel(HOME_EQUITY_CONDITIONS.monthlyRate)}, em {months} meses. A taxa
        final depende da análise da instituição.
      </p>
      {estimate ? (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="rounded-md border border-gray-200 p-3" data-estimate-price>
            <dt className="text-sm font-semibold text-gray-800">Tabela PRICE (parcelas fixas)</dt>
            <dd className="mt-1 text-xl font-bold text-gray-900">{formatBRL(estimate.price.instalment)}</dd>
            <dd className="text-sm text-gray-700">CET {annualPercentLabel(estimate.price.cet)}</dd>
          </div>
          <div className="rounded-md border border-gray-200 p-3" data-estimate-sac>
            <dt className="text-sm font-semibold text-gray-800">Tabela SAC (parcelas decrescentes)</dt>
            <dd className="mt-1 text-xl font-bold text-gray-900">{formatBRL(estimate.sac.first)}</dd>
            <dd className="text-sm text-gray-700">
              até {formatBRL(estimate.sac.last)} · CET {annualPercentLabel(estimate.sac.cet)}
            </dd>
          </div>
        </dl>
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
