import dayjs from 'dayjs';
import type { RequestAuthor } from './request-status.ts';

/** What a timeline needs to name who made each change. */
export interface RequestPeople {
  banker: { full_name: string };
  customer: { full_name: string };
  institution: string | null;
}

/** Who made a change, as the viewer reads it: 'Você' for their own changes, names for the others. */
export function authorName(
  author: RequestAuthor,
  request: RequestPeople,
  viewer: 'customer' | 'banker',
): string {
  switch (author) {
    case 'banker':
      return viewer === 'banker' ? 'Você' : request.banker.full_name;
    case 'customer':
      return viewer === 'customer' ? 'Você' : request.customer.full_name;
    case 'institution':
      return request.institution ?? 'Instituição parceira';
    default:
      return 'Loja';
  }
}

/** A moment of the timeline in pt-BR: '25/11/2026 às 14:05'. */
export function formatMoment(value: string): string {
  const moment = dayjs(value);
  return moment.isValid() ? moment.format('DD/MM/YYYY [às] HH:mm') : '';
}
