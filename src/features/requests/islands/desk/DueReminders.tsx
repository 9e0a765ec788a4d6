import { Button } from '../../../../core/ui/Button.tsx';
import type { DueReminderAnswer } from '../../contract/desk.ts';
import { formatMoment } from '../../rules/request-view.ts';
import { markReminderDone, openDeskRequest } from '../../stores/desk.ts';
import { useDeskSubmit } from './use-desk-submit.ts';

/** One due reminder: the note as written, whom it concerns, and the request it opens. */
function DueReminder({ reminder }: { reminder: DueReminderAnswer }) {
  const { busy, message, run } = useDeskSubmit();
  const { request } = reminder;
  return (
    <li className="flex flex-col gap-2 rounded-md bg-white p-3 shadow-sm ring-1 ring-amber-300">
      <p className="whitespace-pre-line text-gray-900">{reminder.body}</p>
      <p className="text-sm text-gray-700">
        {[reminder.customer, reminder.product, `para ${formatMoment(reminder.remind_at)}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="flex flex-wrap gap-2">
        {request ? (
          <Button variant="outline" onClick={() => openDeskRequest(request)}>
            Abrir solicitação
          </Button>
        ) : null}
        <Button
          variant="outline"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void run(() => markReminderDone(reminder.id), 'Lembrete concluído.')}
        >
          Concluir
        </Button>
      </div>
      {message?.error ? (
        <p role="alert" className="text-sm text-red-900">
          {message.text}
        </p>
      ) : null}
    </li>
  );
}

/** The reminders come due, the oldest first: they head the desk until the banker marks them done. */
export function DueReminders({ reminders }: { reminders: DueReminderAnswer[] }) {
  if (reminders.length === 0) return null;
  return (
    <section aria-labelledby="desk-reminders" className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3">
      <h3 id="desk-reminders" className="font-semibold text-gray-900">
        Lembretes para agora ({reminders.length})
      </h3>
      <ul className="flex flex-col gap-2">
        {reminders.map((reminder) => (
          <DueReminder key={reminder.id} reminder={reminder} />
        ))}
      </ul>
    </section>
  );
}
