import dayjs from 'dayjs';

// Apart from the rest of the profile's words (browse-profile.ts): only the profile page needs
// dates, so the store's other first screens load no date library.

/** Time as banker in pt-BR ('7 anos', '1 ano e 3 meses', '5 meses', 'Menos de 1 mês'). */
export function timeAsBanker(since: string | null, now: Date = new Date()): string | null {
  if (!since) return null;
  const start = dayjs(since);
  if (!start.isValid()) return null;
  const months = Math.max(0, dayjs(now).diff(start, 'month'));
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years === 1 ? '1 ano' : `${years} anos`;
  const m = rest === 1 ? '1 mês' : `${rest} meses`;
  if (years === 0) return rest === 0 ? 'Menos de 1 mês' : m;
  return rest === 0 ? y : `${y} e ${m}`;
}
