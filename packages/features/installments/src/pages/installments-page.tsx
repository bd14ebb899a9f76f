import { errorMessageOf, selectUser, useAppSelector } from '@resident/api';
import { formatKopecks } from '@resident/payments';
import { StatusAlert } from '@resident/ui';
import { useState } from 'react';
import { useApplyForInstallmentMutation, useGetInstallmentsQuery } from '../api/installments.api.ts';
import { INSTALLMENTS_TEXTS as T } from '../lib/texts.ts';
import { AgreementCard } from '../ui/agreement-card/index.ts';
import { ApplicationForm } from '../ui/application-form/index.ts';
import { ApplicationList } from '../ui/application-list/index.ts';
import { LoadError } from '../ui/load-error/index.ts';
import { Heading, Paragraph } from '../ui/parts/index.ts';

/** While an application waits, the decision shows up without a reload. */
export const PENDING_POLL_MS = 15_000;

const section = { marginTop: 24 } as const;

function Registry({ contragentId, isClosed }: { contragentId: number; isClosed: boolean }) {
  const [sent, setSent] = useState(false);
  const first = useGetInstallmentsQuery(contragentId);
  const pending = first.data?.applications.some((application) => application.status === 'pending') ?? false;
  const registry = useGetInstallmentsQuery(contragentId, { pollingInterval: pending ? PENDING_POLL_MS : 0, skipPollingIfUnfocused: true });
  const [apply, applying] = useApplyForInstallmentMutation();

  if (registry.isLoading) {
    return (
      <p role="status" aria-busy="true">
        {T.loading}
      </p>
    );
  }
  if (!registry.data) {
    return <LoadError message={errorMessageOf(registry.error)} onRetry={() => void registry.refetch()} />;
  }
  const { debt, agreements, applications } = registry.data;

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

      <section aria-labelledby="installments-agreements" style={section}>
        <Heading level={2} id="installments-agreements">
          {T.agreementsTitle}
        </Heading>
        {agreements.length === 0 ? (
          <Paragraph secondary>{T.noAgreements}</Paragraph>
        ) : (
          <div style={{ display: 'grid', gap: 16 }}>
            {agreements.map((agreement) => (
              <AgreementCard key={agreement.id} agreement={agreement} />
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
        {isClosed ? (
          <StatusAlert type="info">{T.closedAccount}</StatusAlert>
        ) : pending ? (
          <StatusAlert type={sent ? 'success' : 'info'}>{sent ? `${T.sent}. ${T.pendingNotice}` : T.pendingNotice}</StatusAlert>
        ) : (
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
        )}
      </section>
    </>
  );
}

/** /resident/{userId}/installments: the active account's agreements, applications and a new application. */
export function InstallmentsPage() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <Heading level={1}>{T.title}</Heading>
      {user?.contragentId ? <Registry key={user.contragentId} contragentId={user.contragentId} isClosed={user.isClosed} /> : null}
    </>
  );
}

export { InstallmentsPage as Component };
