import * as v from 'valibot';

/**
 * A rule between fields of an object, said on `on` once each of `fields` passed its own rules.
 * valibot's partialCheck does not do: a field whose pipe ends in checks (the money schemas) stays
 * "typed" after breaking one, so the rule would run on values already refused, or throw on them.
 */
export function fieldsCheck<T extends Record<string, unknown>>(
  fields: readonly (keyof T & string)[],
  requirement: (input: T) => boolean,
  message: string,
  on: keyof T & string,
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const refused = (key: unknown) => (fields as readonly unknown[]).includes(key);
    if (dataset.issues?.some((issue) => !issue.path || refused(issue.path[0]?.key))) return;
    // No issue on the object nor on the fields read: they hold their schemas' outputs.
    const input = dataset.value as T;
    if (requirement(input)) return;
    addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: on, value: input[on] }] });
  });
}
