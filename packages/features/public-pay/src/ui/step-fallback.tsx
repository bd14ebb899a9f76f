import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { PlainIcon, plainTokens as token } from '@resident/ui';

export const STEP_FALLBACK_TEXT = 'Загрузка…';

/** While the next step's code arrives: the same height as a short form, so the card barely moves. */
export function StepFallback() {
  return (
    <div
      role="status"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: token.marginXS,
        minHeight: 160,
        color: token.colorTextSecondary,
      }}
    >
      <PlainIcon icon={LoadingOutlined} />
      <span>{STEP_FALLBACK_TEXT}</span>
    </div>
  );
}
