import { errorMessageOf, logout, useAppDispatch } from '@resident/api';
import type { Profile } from '@resident/contract';
import { formatDate } from '@resident/ui';
import { Alert, App, Button, Card, Typography } from 'antd';
import { useWithdrawConsentMutation } from '../api/profile.api';
import { consentEdition } from '../lib/consent-edition';
import { PROFILE_TEXTS } from '../lib/texts';

const T = PROFILE_TEXTS.consent;

/** The personal-data consent in force (152-ФЗ) and its withdrawal, explained before it happens. */
export function ConsentsTab({ profile }: { profile: Profile }) {
  const { modal } = App.useApp();
  const dispatch = useAppDispatch();
  const [withdraw, { error }] = useWithdrawConsentMutation();

  const ask = () =>
    modal.confirm({
      title: T.confirmTitle,
      content: T.confirmText,
      okText: T.confirm,
      okButtonProps: { danger: true },
      cancelText: PROFILE_TEXTS.cancel,
      onOk: async () => {
        const result = await withdraw();
        // Every session of the resident has ended on the server; this one ends here too.
        if (!('error' in result)) await dispatch(logout());
      },
    });

  return (
    <Card
      style={{ maxWidth: 640 }}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {T.title}
        </Typography.Title>
      }
    >
      {error ? <Alert type="error" showIcon title={errorMessageOf(error)} style={{ marginBottom: 16 }} /> : null}
      <Typography.Paragraph>
        {profile.consent
          ? T.given(formatDate(profile.consent.acceptedAt), consentEdition(profile.consent.version))
          : T.legacy}
      </Typography.Paragraph>
      <Button danger onClick={ask}>
        {T.withdraw}
      </Button>
    </Card>
  );
}
