import type { AutopayBody, AutopayState } from '@resident/contract';
import { Drawer } from 'antd';
import { initialAutopayValues } from '../lib/autopay-form';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { AutopayForm } from './autopay-form';

export interface AutopayDrawerProps {
  open: boolean;
  state: AutopayState;
  /** The account's debt: a new autopay's suggested maximum leaves room above it. */
  debt: number;
  onClose: () => void;
  onSave: (body: AutopayBody) => Promise<void>;
  saving: boolean;
  error: string | null;
}

/** The settings form in a drawer; it loads with antd's Form the first time it opens. */
export default function AutopayDrawer({ open, state, debt, onClose, onSave, saving, error }: AutopayDrawerProps) {
  return (
    <Drawer title={T.settingsTitle} open={open} onClose={onClose} size="default" destroyOnHidden>
      <AutopayForm initialValues={initialAutopayValues(state.autopay, state.cards, debt)} cards={state.cards} onSave={onSave} saving={saving} error={error} />
    </Drawer>
  );
}
