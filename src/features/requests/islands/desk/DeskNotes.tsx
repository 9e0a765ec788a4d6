import { useId, useState } from 'react';
import { Button } from '../../../../core/ui/Button.tsx';
import { DESK_NOTE_MAX, type DeskNoteAnswer } from '../../contract/desk.ts';
import { brasiliaInstant } from '../../rules/desk-view.ts';
import { formatMoment } from '../../rules/request-view.ts';
import { addDeskNote } from '../../stores/desk.ts';
import { DeskForm, DeskSubmitMessage, DeskTextarea } from './DeskForm.tsx';
import { useDeskSubmit } from './use-desk-submit.ts';

const ABOUT_LABELS = { request: 'Sobre a solicitação', customer: 'Sobre o cliente' } as const;
type NoteAbout = keyof typeof ABOUT_LABELS;

/** The banker's private notes on the request and its customer, newest first, and a form to add one or a reminder. */
export function DeskNotes({ notes }: { notes: DeskNoteAnswer[] }) {
  const [body, setBody] = useState('');
  const [about, setAbout] = useState<NoteAbout>('request');
  const [remindAt, setRemindAt] = useState('');
  const { busy, message, run } = useDeskSubmit();
  const id = useId();
  const submit = async () => {
    const saved = await run(
      () => addDeskNote({ about, body, remindAt: brasiliaInstant(remindAt) }),
      'Anotação salva. Só você a vê.',
    );
    if (!saved) return;
    setBody('');
    setRemindAt('');
  };
  return (
    <section aria-label="Anotações" className="flex flex-col gap-2">
      <h3 className="font-semibold text-gray-900">Anotações (só você vê)</h3>
      <DeskForm submit={submit}>
        <label htmlFor={`${id}-body`} className="text-sm font-semibold text-gray-900">
          Nova anotação
        </label>
        <DeskTextarea id={`${id}-body`} rows={2} maxLength={DESK_NOTE_MAX} value={body} onChange={setBody} />
        <div className="flex flex-wrap gap-3">
          {(Object.keys(ABOUT_LABELS) as NoteAbout[]).map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm text-gray-900">
              <input
                type="radio"
                name={`${id}-about`}
                checked={about === key}
                onChange={() => setAbout(key)}
              />
              {ABOUT_LABELS[key]}
            </label>
          ))}
        </div>
        <label htmlFor={`${id}-remind`} className="text-sm font-semibold text-gray-900">
          Lembrete (opcional)
        </label>
        <input
          id={`${id}-remind`}
          type="datetime-local"
          className="rounded-md border border-gray-400 px-3 py-2 text-gray-900"
          value={remindAt}
          onChange={(event) => setRemindAt(event.target.value)}
        />
        <Button type="submit" className="self-start" loading={busy}>
          Salvar anotação
        </Button>
        <DeskSubmitMessage message={message} />
      </DeskForm>
      {notes.length > 0 ? (
        <ul aria-label="Anotações salvas" className="flex flex-col gap-2">
          {notes.map((note) => (
            <li
              key={note.id}
              className="rounded-md bg-yellow-50 p-2 text-sm text-gray-900 ring-1 ring-yellow-200"
            >
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-gray-700">
                {formatMoment(note.created_at)} · {ABOUT_LABELS[note.about].toLowerCase()}
                {note.remind_at ? ` · lembrete em ${formatMoment(note.remind_at)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
