import type { Vacancy } from '@resident/contract';
import { Drawer, Typography } from 'antd';
import { VACANCIES_TEXTS } from '../../lib/texts';
import { ApplyForm, type ApplyFormProps } from '../apply-form';

export interface ApplyDrawerProps extends ApplyFormProps {
  vacancy: Vacancy;
  open: boolean;
  onClose: () => void;
}

/** The application form in a side panel: the whole screen at 375 px, 520 px on a desktop; kept on close. */
export function ApplyDrawer({ vacancy, open, onClose, ...form }: ApplyDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={VACANCIES_TEXTS.formTitle}
      size="min(100vw, 520px)"
      destroyOnHidden={false}
    >
      <Typography.Paragraph type="secondary">{vacancy.title}</Typography.Paragraph>
      <ApplyForm key={vacancy.id} {...form} />
    </Drawer>
  );
}
