import { message } from 'antd';
import { useEffect } from 'react';
import { ThemedScope } from '../layouts/themed-scope';
import type { Notifier } from './notifier';

function Holder({ notifier }: { notifier: Notifier }) {
  const [api, holder] = message.useMessage();
  useEffect(() => notifier.attach(api), [api, notifier]);
  return holder;
}

/** The API layer's errors as antd messages on every screen, /login included (lazy: see createNotifier). */
export default function NotifierBridge({ notifier }: { notifier: Notifier }) {
  // The hook reads antd's theme from above it, so the provider wraps the component that calls it.
  return (
    <ThemedScope>
      <Holder notifier={notifier} />
    </ThemedScope>
  );
}
