import { errorMessageOf } from '@resident/api';
import { brandTheme, useBrand } from '@resident/branding';
import { PaymentResult, usePaymentStatus } from '@resident/payments';
import { AppProvider } from '@resident/ui';
import { cardStyle } from './card-styles';

type Props = { contragentId: number; paymentId: number; onRetry: () => void; onClose: () => void };

/** Back from the acquirer (?payment={id}): the result, updating by itself while pending. */
export default function DashboardPaymentResult({ contragentId, paymentId, onRetry, onClose }: Props) {
  const brand = useBrand();
  const status = usePaymentStatus({ contragentId, paymentId });
  return (
    <div style={cardStyle}>
      <AppProvider theme={brandTheme(brand)}>
        <PaymentResult
          payment={status.data}
          error={status.error ? errorMessageOf(status.error) : null}
          onRetry={onRetry}
          onClose={onClose}
        />
      </AppProvider>
    </div>
  );
}
