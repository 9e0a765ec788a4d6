import { useId, useState } from 'react';
import { Button } from '../../../../core/ui/Button.tsx';
import { DESK_NOTE_MAX, type DeskNoteAnswer } from '../../contract/desk.ts';
import { formatMoment } from '../../rules/request-view.ts';
import { addDeskNote } from '../../stores/desk.ts';
import { failureText } from '../../stores/requests.ts';

/** A `datetime-local` value (Brasília time, as the banker reads the clock) as an instant with its offset. */
const remindInstant = (local: string): string | null => (local ? `${local}:00-03:00` : null);

/** The banker's private notes on the request and its customer, newest first, and a form to add one or a reminder. */
export function DeskNotes({ notes }: { notes: DeskNoteAnswer[] }) {
  const [body, setBody] = useState('');
  const [about, setAbout] = useState<'request' | 'customer'>('request');
  const [remindAt, setRemindAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const id = useId();
  const submit = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await addDeskNote({ about, body, remindAt: remindInstant(remindAt) });
      setBody('');
      setRemindAt('');
      setMessage({ error: false, text: 'Anotação salva. Só você a vê.' });
    } catch (failure) {
      setMessage({ error: true, text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Anotações" className="flex flex-col gap-2">
      <h3 className="font-semibold text-gray-900">Anotações (só você vê)</h3>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-body`} className="text-sm font-semibold text-gray-900">
          Nova anotação
        </label>
        <textarea
          id={`${id}-body`}
          rows={2}
          maxLength={DESK_NOTE_MAX}
          className="rounded-md border border-gray-400 px-3 py-2 text-gray-900"
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <label className="flex items-center gap-2 text-sm text-gray-900">
            <input
              type="radio"
              name={`${id}-about`}
              checked={about === 'request'}
              onChange={() => setAbout('request')}
            />
            Sobre a solicitação
          </label>
          <label className="flex items-center gap-2 text-sm text-gray-900">
            <input
              type="radio"
              name={`${id}-about`}
              checked={about === 'customer'}
              onChange={() => setAbout('customer')}
            />
            Sobre o cliente
          </label>
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
        <p role="status" className={`text-sm ${message?.error ? 'text-red-800' : 'text-gray-700'}`}>
          {message?.text ?? ''}
        </p>
      </form>
      {notes.length > 0 ? (
        <ul aria-label="Anotações salvas" className="flex flex-col gap-2">
          {notes.map((note) => (
            <li
              key={note.id}
              className="rounded-md bg-yellow-50 p-2 text-sm text-gray-900 ring-1 ring-yellow-200"
            >
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-gray-700">
                {formatMoment(note.created_at)} ·{' '}
                {note.about === 'customer' ? 'sobre o cliente' : 'sobre a solicitação'}
                {note.remind_at ? ` · lembrete em ${formatMoment(note.remind_at)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
