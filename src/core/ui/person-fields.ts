import type { TextFieldProps } from './TextField.tsx';

type FieldPreset = Pick<
  TextFieldProps,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'mask' | 'placeholder' | 'blockSpaces'
>;

/** The personal-data fields every form asks the same way (sign-up, profile, order, birthday). */
export const PERSON_FIELDS = {
  fullName: { label: 'Nome completo', autoComplete: 'name' },
  email: { label: 'E-mail', type: 'email', autoComplete: 'email', blockSpaces: true },
  cellphone: {
    label: 'Celular',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    mask: 'cellphone',
    placeholder: '(00) 00000-0000',
  },
  cpf: { label: 'CPF', inputMode: 'numeric', mask: 'cpf', placeholder: '000.000.000-00' },
  birthday: {
    label: 'Data de nascimento',
    inputMode: 'numeric',
    autoComplete: 'bday',
    mask: 'birthday',
    placeholder: 'dd/mm/aaaa',
  },
} as const satisfies Record<string, FieldPreset>;
