import { and, desc, eq, or } from 'drizzle-orm';
import type { DeskNoteAnswer } from '../../../src/features/requests/contract/desk.ts';
import type { Db } from '../../db/index.ts';
import { deskNotes } from '../../db/schema/index.ts';
import { requestColumnOf, requestKeyOf, type StoreRequest } from './store-request.ts';

/** Longest list of notes a request shows (the newest). */
const NOTES_SHOWN = 100;

const noteAnswer = (row: {
  id: number;
  customerId: number | null;
  body: string;
  remindAt: Date | null;
  createdAt: Date;
}): DeskNoteAnswer => ({
  id: row.id,
  about: row.customerId === null ? 'request' : 'customer',
  body: row.body,
  remind_at: row.remindAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const NOTE_COLUMNS = {
  id: deskNotes.id,
  customerId: deskNotes.customerId,
  body: deskNotes.body,
  remindAt: deskNotes.remindAt,
  createdAt: deskNotes.createdAt,
};

/** The banker's notes on the request and on its customer, newest first. */
export async function notesOf(db: Db, request: StoreRequest): Promise<DeskNoteAnswer[]> {
  const onRequest = requestColumnOf(request.ref);
  const rows = await db
    .select(NOTE_COLUMNS)
    .from(deskNotes)
    .where(
      and(
        eq(deskNotes.bankerId, request.bankerId),
        or(onRequest, eq(deskNotes.customerId, request.customerId)),
      ),
    )
    .orderBy(desc(deskNotes.id))
    .limit(NOTES_SHOWN);
  return rows.map(noteAnswer);
}

/** Keeps a note (a reminder when it has a time) on the request or on its customer. */
export async function addNote(
  db: Db,
  request: StoreRequest,
  note: { about: 'request' | 'customer'; body: string; remind_at?: string | null | undefined },
): Promise<DeskNoteAnswer> {
  const subject = note.about === 'customer' ? { customerId: request.customerId } : requestKeyOf(request.ref);
  const [row] = await db
    .insert(deskNotes)
    .values({
      bankerId: request.bankerId,
      ...subject,
      body: note.body,
      remindAt: note.remind_at ? new Date(note.remind_at) : null,
    })
    .returning(NOTE_COLUMNS);
  return noteAnswer(row as NonNullable<typeof row>);
}
