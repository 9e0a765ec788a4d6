import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesByField } from './errors.ts';
import { fieldsCheck } from './fields-check.ts';
import { moneySchema } from './money.ts';

const schema = v.pipe(
  v.object({
    value: moneySchema({ min: 100 }),
    part: moneySchema({ min: 10 }),
    note: v.optional(v.string()),
  }),
  fieldsCheck<{ value: number; part: number }>(
    ['value', 'part'],
    (input) => input.part <= input.value,
    'A parte não pode passar do todo.',
    'part',
  ),
);

const errorsOf = (input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesByField(result.issues);
};

describe('a rule between fields', () => {
  it('is said on its field once both fields passed their own rules', () => {
    expect(errorsOf({ value: 200, part: 150 })).toEqual({});
    expect(errorsOf({ value: 200, part: 250 })).toEqual({ part: ['A parte não pode passar do todo.'] });
  });

  it('waits while either field breaks its own rule, whatever the other fields do', () => {
    expect(errorsOf({ value: 50, part: 250 })).toEqual({ value: ['Valor mínimo é R$ 100,00'] });
    expect(errorsOf({ value: 0, part: 0 })).toEqual({
      value: ['Valor precisa ser maior que 0.', 'Valor mínimo é R$ 100,00'],
      part: ['Valor precisa ser maior que 0.', 'Valor mínimo é R$ 10,00'],
    });
    expect(errorsOf({ value: 200, part: 250, note: 1 })).toEqual({
      note: [expect.any(String)],
      part: ['A parte não pode passar do todo.'],
    });
  });
});
