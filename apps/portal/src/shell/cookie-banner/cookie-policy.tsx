import { plainTokens as token } from '@resident/ui';
import type { Ref } from 'react';
import { COOKIE_BANNER_TEXTS } from './cookie-banner-texts.ts';

export interface CookiePolicyProps {
  /** Receives focus after the short text is replaced, so keyboard users land in the policy. */
  ref?: Ref<HTMLDivElement>;
}

/** The full cookie policy: cookie types, management, retention, advertising, third parties. */
export function CookiePolicy({ ref }: CookiePolicyProps) {
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      {COOKIE_BANNER_TEXTS.policy.map((section) => (
        <section key={section.title}>
          <h3
            style={{
              margin: `${token.marginSM}px 0 ${token.marginXXS}px`,
              fontSize: token.fontSize,
              fontWeight: token.fontWeightStrong,
            }}
          >
            {section.title}
          </h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} style={{ margin: `0 0 ${token.marginXS}px` }}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
