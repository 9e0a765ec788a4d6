import { useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { mask } from '../../../core/format/masks.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { COMPANY_CHECK_ATTEMPTS, companyFieldsLocked } from '../rules/company-check.ts';
import {
  $companyCheck,
  $companyCheckInputError,
  cancelCompanyCheck,
  checkCompany,
  resetCompanyCheck,
} from '../stores/company-check.ts';

/**
 * The company-number check (docs/simulators.md#company-check-and-credit-profile): the CNPJ, 'Consultar CNPJ', 'Cancelar' while it runs,
 * then the company's name filled and both fields locked, or the failure's message.
 */
export function CompanyCheckField() {
  const state = useStore($companyCheck);
  const inputError = useStore($companyCheckInputError);
  const [typed, setTyped] = useState('');
  const locked = companyFieldsLocked(state);
  const loading = state.status === 'loading';
  const cnpj = state.status === 'loaded' ? mask(state.cnpj, 'cnpj') : typed;
  return (
    <div className="flex flex-col gap-4" data-company-check={state.status}>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!locked && !loading) void checkCompany(typed);
        }}
      >
        <TextField
          label="CNPJ da empresa"
          value={cnpj}
          mask="cnpj"
          inputMode="numeric"
          placeholder="00.000.000/0000-00"
          onValueChange={(value) => {
            setTyped(value);
            if (state.status === 'failed') resetCompanyCheck();
          }}
          disabled={locked || loading}
          error={inputError}
          className="flex-1"
        />
        {locked ? (
          <Button
            variant="outline"
            onClick={() => {
              resetCompanyCheck();
              setTyped('');
            }}
          >
            Trocar empresa
          </Button>
        ) : loading ? (
          <Button variant="outline" onClick={cancelCompanyCheck}>
            Cancelar
          </Button>
        ) : (
          <Button type="submit">Consultar CNPJ</Button>
        )}
      </form>
      {loading ? (
        <p role="status" className="text-sm text-gray-700">
          Consultando a Receita Federal… (tentativa {state.attempt} de {COMPANY_CHECK_ATTEMPTS})
        </p>
      ) : null}
      {state.status === 'failed' ? <Alert>{state.message}</Alert> : null}
      <TextField
        label="Razão social"
        value={state.status === 'loaded' ? state.company.name : ''}
        onValueChange={() => undefined}
        disabled
        readOnly
        hint={
          state.status === 'loaded'
            ? 'Preenchido com os dados da Receita Federal.'
            : 'Preenchido após a consulta do CNPJ.'
        }
      />
    </div>
  );
}
