import { Drawer } from 'antd';
import type { ReactNode } from 'react';

export interface FormDrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A side panel for a form: the whole screen on a 375 px phone, 560 px on a desktop. It is hidden,
 * never destroyed, on close, so whatever the resident typed is still there when it opens again.
 */
export function FormDrawer({ title, open, onClose, children }: FormDrawerProps) {
  return (
    <Drawer title={title} open={open} onClose={onClose} size="min(100vw, 560px)" forceRender destroyOnHidden={false}>
      {children}
    </Drawer>
  );
}
