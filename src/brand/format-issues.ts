import * as v from 'valibot';

// Turns valibot issues into plain pt-BR lines `<field.path>: <problem>` for brand managers.

const WORDS: Record<string, string> = {
  string: 'texto',
  number: 'número',
  boolean: 'true ou false',
  Object: 'objeto',
  Array: 'lista',
  undefined: 'nada',
};

function words(expected: string | null): string {
  return (expected ?? '').replace(
    /\b(string|number|boolean|Object|Array|undefined)\b/g,
    (w) => WORDS[w] ?? w,
  );
}

function problem(issue: v.BaseIssue<unknown>): string {
  const isObjectKey =
    issue.type === 'object' || issue.type === 'strict_object' || issue.type === 'loose_object';
  if (issue.kind === 'schema' && isObjectKey && issue.path?.length) {
    if (issue.expected === 'never') return 'campo desconhecido (verifique o nome)';
    if (issue.received === 'undefined') return 'campo obrigatório ausente';
  }
  if (issue.kind === 'schema' && (issue.type === 'picklist' || issue.type === 'literal')) {
    return `valor inválido: esperado ${issue.expected?.replace(/^\((.*)\)$/, '$1')}, recebido ${issue.received}`;
  }
  if (issue.kind === 'schema') {
    return `tipo inválido: esperado ${words(issue.expected)}, recebido ${words(issue.received)}`;
  }
  // Validation messages are written in pt-BR in the schema itself.
  return issue.message;
}

/** One line per issue: `colors.primary: cor inválida "#12": ...`. */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(raiz)'}: ${problem(issue)}`);
}
