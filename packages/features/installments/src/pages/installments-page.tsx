import { errorMessageOf, selectUser, useAppSelector } from '@resident/api';
import { paths } from '@resident/routes';
import { formatKopecks, LoadError, StatusAlert } from '@resident/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApplyForInstallmentMutation, useGetInstallmentsQuery } from '../api/installments.api.ts';
import { applicationOffer } from '../lib/application-offer.ts';
import type { PayableInstalment } from '../lib/next-instalment.ts';
import { INSTALLMENTS_TEXTS as T } from '../lib/texts.ts';
import { AgreementCard } from '../ui/agreement-card/index.ts';
import { ApplicationForm } from '../ui/application-form/index.ts';
import { ApplicationList } from '../ui/application-list/index.ts';
import { Heading, Paragraph } from '../ui/parts/index.ts';

// antd's drawer, pay form and result load on the first «Оплатить платёж» or on return from the acquirer.
const InstalmentPayDrawer = lazy(() => import('../ui/instalment-pay/instalment-pay-drawer'));
const InstalmentPaymentResult = lazy(() => import('../ui/instalment-pay/instalment-payment-result'));

function paymentIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('payment'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** While an application waits, the decision shows up without a reload. */
export const PENDING_POLL_MS = 15_000;

const section = { marginTop: 24 } as const;

function Registry({
  contragentId,
  isClosed,
  returnPath,
}: {
  contragentId: number;
  isClosed: boolean;
  returnPath: string;
}) {
  const [sent, setSent] = useState(false);
  const [paying, setPaying] = useState<PayableInstalment | null>(null);
  const [search, setSearch] = useSearchParams();
  const paymentId = paymentIdOf(search);
  const first = useGetInstallmentsQuery(contragentId);
  const pending = first.data?.applications.some((application) => application.status === 'pending') ?? false;
  const registry = useGetInstallmentsQuery(contragentId, {
    pollingInterval: pending ? PENDING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const [apply, applying] = useApplyForInstallmentMutation();

  if (registry.isLoading) {
    return (
      <p role="status" aria-busy="true">
        {T.loading}
      </p>
    );
  }
  if (!registry.data) {
    return (
      <LoadError
        title={T.loadFailed}
        message={errorMessageOf(registry.error)}
        onRetry={() => void registry.refetch()}
      />
    );
  }
  const { debt, agreements, applications } = registry.data;
  const offer = applicationOffer(registry.data, isClosed);
  const closeResult = () => setSearch({}, { replace: true });

  return (
    <>
      <Paragraph style={{ fontSize: 16 }}>
        {debt > 0 ? (
          <>
            {T.debt}: <strong>{formatKopecks(debt)}</strong>
          </>
        ) : (
          T.noDebt
        )}
      </Paragraph>

      <Suspense>
        {paymentId ? (
          <InstalmentPaymentResult
            contragentId={contragentId}
            paymentId={paymentId}
            onRetry={closeResult}
            onClose={closeResult}
          />
        ) : null}
        {paying ? (
          <InstalmentPayDrawer
            contragentId={contragentId}
            instalment={paying}
            returnPath={returnPath}
            onClose={() => setPaying(null)}
            onResult={(id) => {
              setPaying(null);
              setSearch({ payment: String(id) });
            }}
          />
        ) : null}
      </Suspense>

      <section aria-labelledby="installments-agreements" style={section}>
        <Heading level={2} id="installments-agreements">
          {T.agreementsTitle}
        </Heading>
        {agreements.length === 0 ? (
          <Paragraph secondary>{T.noAgreements}</Paragraph>
        ) : (
          <div style={{ display: 'grid', gap: 16 }}>
            {agreements.map((agreement) => (
              <AgreementCard key={agreement.id} agreement={agreement} onPay={isClosed ? undefined : setPaying} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="installments-applications" style={section}>
        <Heading level={2} id="installments-applications">
          {T.applicationsTitle}
        </Heading>
        <ApplicationList applications={applications} agreements={agreements} />
      </section>

      <section style={section}>
        {offer === 'form' ? (
          <ApplicationForm
            // A new form (the least first payment again) for each debt the operator API reports.
            key={debt}
            debt={debt}
            submitting={applying.isLoading}
            error={applying.isError ? errorMessageOf(applying.error) : undefined}
            onSubmit={(body) => {
              void apply({ contragentId, body })
                .unwrap()
                .then(() => {
                  applying.reset();
                  setSent(true);
                })
                .catch(() => undefined);
            }}
          />
        ) : (
          <>
            <Heading level={2} id="installments-apply">
              {T.formTitle}
            </Heading>
            {offer === 'pending' ? (
              <StatusAlert type={sent ? 'success' : 'info'}>
                {sent ? `${T.sent}. ${T.pendingNotice}` : T.pendingNotice}
              </StatusAlert>
            ) : (
              <StatusAlert type="info">{whyNoForm(offer, debt)}</StatusAlert>
            )}
          </>
        )}
      </section>
    </>
  );
}

/** Why the registry shows no application form (the operator API would refuse one). */
function whyNoForm(offer: 'closed' | 'agreement' | 'noDebt' | 'smallDebt', debt: number): string {
  switch (offer) {
    case 'closed':
      return T.closedAccount;
    case 'agreement':
      return T.agreementCovers;
    case 'noDebt':
      return T.noDebtToSpread;
    case 'smallDebt':
      return T.smallDebt(formatKopecks(debt));
  }
}

/** /resident/{userId}/installments: the active account's agreements, applications and a new application. */
export function InstallmentsPage() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <Heading level={1}>{T.title}</Heading>
      {user?.contragentId ? (
        <Registry
          key={user.contragentId}
          contragentId={user.contragentId}
          isClosed={user.isClosed}
          returnPath={paths.installments.getHref(user.id)}
        />
      ) : null}
    </>
  );
}

export { InstallmentsPage as Component };
