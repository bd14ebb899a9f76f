import { message } from 'antd';
import { useEffect } from 'react';
import type { Notifier } from './notifier';

/** The API layer's errors as antd messages on every screen, /login included (lazy: see createNotifier). */
export default function NotifierBridge({ notifier }: { notifier: Notifier }) {
  const [api, holder] = message.useMessage();
  useEffect(() => notifier.attach(api), [api, notifier]);
  return holder;
}
