import { useId, useState } from 'react';
import { Button } from '../../../../core/ui/Button.tsx';
import type { DeskTemplatesAnswer } from '../../contract/desk.ts';
import { TEMPLATE_BODY_MAX } from '../../rules/contact-templates.ts';
import { loadTemplates, saveTemplates } from '../../stores/desk.ts';
import { DeskForm, DeskSubmitMessage, DeskTextarea } from './DeskForm.tsx';
import { useDeskSubmit } from './use-desk-submit.ts';

type Template = DeskTemplatesAnswer['templates'][number];

/** One template's text, with its own save and its way back to the starting text. */
function TemplateText({
  template,
  onSaved,
}: {
  template: Template;
  onSaved: (next: DeskTemplatesAnswer) => void;
}) {
  const [body, setBody] = useState(template.body);
  const { busy, message, run } = useDeskSubmit();
  const id = useId();
  const save = (next: string | null) =>
    run(
      async () => {
        const answer = await saveTemplates([{ key: template.key, body: next }]);
        if (!answer) return;
        onSaved(answer);
        setBody(answer.templates.find((item) => item.key === template.key)?.body ?? body);
      },
      next === null ? 'Texto padrão de volta.' : 'Mensagem salva.',
    );
  return (
    <DeskForm submit={() => save(body)}>
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {template.label}
      </label>
      <DeskTextarea id={id} rows={3} maxLength={TEMPLATE_BODY_MAX} value={body} onChange={setBody} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          Salvar mensagem
        </Button>
        {template.custom ? (
          <Button variant="outline" disabled={busy} onClick={() => void save(null)}>
            Voltar ao texto padrão
          </Button>
        ) : null}
      </div>
      <DeskSubmitMessage message={message} />
    </DeskForm>
  );
}

/**
 * The store's own texts of its contact templates, read when opened: between braces only
 * {cliente}, {produto}, {assessor} and {titulo}, so nothing else of the customer reaches a message.
 */
export function TemplatesForm() {
  const [templates, setTemplates] = useState<DeskTemplatesAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  // Only while the opened form waits for its texts: a closed form draws nothing of them.
  const [loading, setLoading] = useState(false);
  const open = async () => {
    if (templates) return;
    setFailed(false);
    setLoading(true);
    try {
      setTemplates(await loadTemplates());
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <details
      className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void open();
      }}
    >
      <summary className="cursor-pointer font-semibold text-gray-900">Mensagens prontas</summary>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-gray-700">
          Entre chaves, o texto é preenchido a cada envio: {'{cliente}'} (o primeiro nome), {'{produto}'},{' '}
          {'{assessor}'} (o seu nome) e {'{titulo}'}.
        </p>
        {failed ? (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-red-900">
            Não foi possível carregar as mensagens.
            <Button variant="outline" onClick={() => void open()}>
              Tentar novamente
            </Button>
          </p>
        ) : null}
        {templates ? (
          templates.templates.map((template) => (
            <TemplateText key={template.key} template={template} onSaved={setTemplates} />
          ))
        ) : loading ? (
          <div role="status" aria-label="Carregando as mensagens" className="skeleton h-24 w-full" />
        ) : null}
      </div>
    </details>
  );
}
