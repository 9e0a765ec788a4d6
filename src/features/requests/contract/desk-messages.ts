/** What the banker's desk says when it refuses (docs/desk.md). */
export const DESK_MESSAGES = {
  notFound: 'Não encontrado.',
  search: 'A busca pode ter até 100 caracteres.',
  filter: 'Filtro inválido.',
  period: 'Informe as datas no formato AAAA-MM-DD, a primeira antes da segunda.',
  page: 'Página inválida.',
  noteEmpty: 'Escreva a anotação.',
  noteTooLong: 'A anotação deve ter no máximo 1000 caracteres.',
  remindAt: 'Informe a data e a hora do lembrete.',
  serviceLevel: 'Informe cada prazo em dias úteis, de 1 a 30.',
} as const;
