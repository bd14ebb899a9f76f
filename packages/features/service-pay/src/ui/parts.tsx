import { plainTokens as token } from '@resident/ui';
import type { CSSProperties, ReactNode } from 'react';
import './parts.css';

// The screen's first paint is drawn with the plain kit (the ui README's "PlainButton on any
// screen"): an antd Button in this route's chunk made rolldown regroup
// antd's shared chunks and added 2.1 kB to every resident route's first load (measured with the
// size check). antd arrives with the drawers a button opens.

export const look = {
  section: { marginTop: token.marginLG },
  box: {
    boxSizing: 'border-box',
    padding: `clamp(${token.marginSM}px, 3vw, ${token.padding}px)`,
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    border: `1px solid ${token.colorBorderSecondary}`,
    minWidth: 0,
  },
  muted: { color: token.colorTextDescription },
  strong: { fontWeight: token.fontWeightStrong },
  row: { display: 'flex', flexWrap: 'wrap', gap: token.marginXS, alignItems: 'center' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: token.marginSM,
    alignItems: 'center',
    justifyContent: 'space-between',
  },
} satisfies Record<string, CSSProperties>;

export function Heading({ level, id, children }: { level: 1 | 2; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      id={id}
      style={{
        margin: `0 0 ${level === 1 ? token.padding : token.marginSM}px`,
        fontSize: level === 1 ? token.fontSizeHeading3 : 20,
        lineHeight: 1.35,
        fontWeight: token.fontWeightStrong,
        color: token.colorTextHeading,
      }}
    >
      {children}
    </Tag>
  );
}

/** «title: value» lines; below 576 px the value goes under its title. */
export function Facts({ entries, label }: { entries: readonly (readonly [string, ReactNode])[]; label: string }) {
  return (
    <dl aria-label={label} className="sp-facts">
      {entries.map(([title, value]) => (
        <div key={title} className="sp-facts__row">
          <dt style={look.muted}>{title}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
