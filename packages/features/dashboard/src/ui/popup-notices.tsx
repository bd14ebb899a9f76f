import type { PopupWindow } from '@resident/contract';
import { PlainButton, plainTokens as token, StatusAlert } from '@resident/ui';
import { useState } from 'react';

export const POPUP_TEXTS = {
  hide: 'Больше не показывать',
  // Spec §8 names the message ('this notification will be hidden') without its words.
  hidden: 'Уведомление скрыто и больше не будет показываться',
} as const;

export interface PopupNoticesProps {
  popups: readonly PopupWindow[];
  /** «Больше не показывать»: resolves true once the operator API has recorded it. */
  onHide: (popupId: number) => Promise<boolean>;
}

/**
 * The operator's notices for this account (spec §3 popup windows) on the dashboard, each with
 * «Больше не показывать»; the choice is kept by the operator API, so it survives a reload.
 */
export function PopupNotices({ popups, onHide }: PopupNoticesProps) {
  const [hiding, setHiding] = useState<number>();
  const [hidden, setHidden] = useState(false);
  const hide = async (id: number) => {
    setHiding(id);
    const done = await onHide(id);
    setHiding(undefined);
    if (done) setHidden(true);
  };
  return (
    <>
      {popups.map((popup) => (
        <section key={popup.id} aria-labelledby={`popup-${popup.id}`} style={{ marginBottom: token.padding }}>
          <StatusAlert
            type="info"
            action={
              <PlainButton size="small" loading={hiding === popup.id} onClick={() => void hide(popup.id)}>
                {POPUP_TEXTS.hide}
              </PlainButton>
            }
          >
            <strong id={`popup-${popup.id}`} style={{ display: 'block' }}>
              {popup.title}
            </strong>
            {popup.text}
          </StatusAlert>
        </section>
      ))}
      {hidden ? (
        <div role="status" style={{ marginBottom: token.padding }}>
          <StatusAlert type="success">{POPUP_TEXTS.hidden}</StatusAlert>
        </div>
      ) : null}
    </>
  );
}
