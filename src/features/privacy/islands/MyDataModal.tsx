import { useStore } from '../../../core/browser/use-store.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { $myPrivacy, $myPrivacyStatus } from '../stores/privacy.ts';
import { MyAuthorizations } from './MyAuthorizations.tsx';
import { MyConsentRecords } from './MyConsentRecords.tsx';
import { MyDataRights } from './MyDataRights.tsx';
import { MyOfferProfiles } from './MyOfferProfiles.tsx';
import { useMyData } from './use-my-data.ts';

/**
 * 'Meus dados' (LGPD art. 18): the consents given with their dates, the banker authorizations
 * (each can be withdrawn), the download of every datum as JSON and the request for deletion.
 * Each of these acts is recorded by the services.
 */
export function MyDataModal() {
  const { open, close } = useModal('myData');
  const data = useStore($myPrivacy);
  const status = useStore($myPrivacyStatus);
  const pb = useStore($pb);
  const { busy, notice, run, confirmDeletion, setConfirmDeletion } = useMyData(open);

  return (
    <AppDialog
      open={open}
      onClose={close}
      name="my-data"
      width="confirmation"
      title="Meus dados"
      subtitle="O que você autorizou, quando, e o que a loja guarda sobre você."
    >
      <div className="flex flex-col gap-6 text-sm text-gray-800">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {status === 'failed' ? <Alert>Não foi possível carregar os seus dados agora.</Alert> : null}
        {status === 'loading' && !data ? (
          <div className="skeleton h-32 w-full" role="status" aria-label="Carregando os seus dados" />
        ) : null}
        {data ? <MyAuthorizations authorizations={data.authorizations} busy={busy} run={run} /> : null}
        {data ? <MyConsentRecords consents={data.consents} /> : null}
        {data ? <MyOfferProfiles profiles={data.offer_profiles ?? []} /> : null}
        {pb ? (
          <a className="font-semibold text-gray-900 underline" href={pathFor('requests', { pb })}>
            Acompanhe os seus pedidos em Minhas solicitações
          </a>
        ) : null}
        <MyDataRights
          pb={pb}
          deletionRequestedAt={data?.deletion_requested_at}
          busy={busy}
          run={run}
          confirmDeletion={confirmDeletion}
          setConfirmDeletion={setConfirmDeletion}
        />
      </div>
    </AppDialog>
  );
}
