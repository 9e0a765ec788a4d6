import { type SubmitEvent, useId, useMemo } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { SelectField } from '../../../core/ui/SelectField.tsx';
import { isValid } from '../../../core/validation/index.ts';
import { todayIso } from '../rules/request-schedule.ts';
import { schedulingSchema } from '../rules/schedule.ts';
import { type DayPeriod, endSlots, startSlots, type TimeRange, withStart } from '../rules/time-slots.ts';
import { $orderForm, $orderState, continueOrder, setOrderField } from '../stores/order.ts';

const PERIOD_LABEL: Record<DayPeriod, string> = { morning: 'Manhã', afternoon: 'Tarde' };

function PeriodFields({ period, range }: { period: DayPeriod; range: TimeRange }) {
  const set = (next: TimeRange) => setOrderField(period, next);
  const starts = startSlots(period).map((slot) => ({ value: slot, label: slot }));
  const ends = endSlots(period, range.start || null).map((slot) => ({ value: slot, label: slot }));
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-900">{PERIOD_LABEL[period]}</legend>
      <SelectField
        name={`${period}.start`}
        label="Das"
        value={range.start}
        options={starts}
        onValueChange={(start) => set(withStart(range, start))}
      />
      <SelectField
        name={`${period}.end`}
        label="Até"
        value={range.end}
        options={ends}
        onValueChange={(end) => set({ ...range, end })}
      />
    </fieldset>
  );
}

/** Scheduling step (docs/validation-and-errors.md#validation-rules, docs/validation-and-errors.md#constants-and-limits): a date and the morning and afternoon ranges, all required. */
export function SchedulingForm() {
  const form = useStore($orderForm);
  const state = useStore($orderState);
  const dateId = `date-${useId()}`;
  const min = useMemo(() => todayIso(), []);
  const schema = useMemo(() => schedulingSchema(), []);
  const values = { date: form.date, morning: form.morning, afternoon: form.afternoon };
  const ready = isValid(schema, values);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) continueOrder();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Agendamento">
      <p className="text-sm text-gray-700">Escolha o dia e os horários em que podemos entrar em contato.</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={dateId} className="text-sm font-medium text-gray-800">
          Data
        </label>
        <input
          id={dateId}
          name="date"
          type="date"
          min={min}
          value={form.date}
          onChange={(event) => setOrderField('date', event.target.value)}
          className="rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-primary"
        />
      </div>
      <PeriodFields period="morning" range={form.morning} />
      <PeriodFields period="afternoon" range={form.afternoon} />
      <Button type="submit" block disabled={!ready} loading={state.pending !== null}>
        Continuar
      </Button>
    </form>
  );
}
