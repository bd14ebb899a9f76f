import type { RealEstateObject } from '@resident/contract';
import { Drawer, Typography } from 'antd';
import type { ChangeRequestValues } from '../../lib/change-request';
import { OBJECTS_TEXTS } from '../../lib/texts';
import { ChangeRequestForm } from '../change-request-form';

export interface ChangeRequestDrawerProps {
  object: RealEstateObject;
  open: boolean;
  onClose: () => void;
  onSubmit: (values: ChangeRequestValues) => Promise<boolean>;
  submitting?: boolean;
  error?: string | null;
}

/**
 * The change request in a side panel: the whole screen on a 375 px phone, 560 px on a desktop.
 * Hidden, not destroyed, on close, so what was typed for the object is there when it opens again.
 */
export function ChangeRequestDrawer({ object, open, onClose, onSubmit, submitting, error }: ChangeRequestDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={OBJECTS_TEXTS.requestTitle}
      size="min(100vw, 560px)"
      destroyOnHidden={false}
    >
      <Typography.Paragraph type="secondary">{object.address}</Typography.Paragraph>
      <ChangeRequestForm key={object.id} object={object} onSubmit={onSubmit} submitting={submitting} error={error} />
    </Drawer>
  );
}
