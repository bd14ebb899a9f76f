import type { CSSProperties, ReactNode } from 'react';

// The registry's small building blocks in plain markup: antd's Card (which brings its Tabs),
// Typography, Tag and Radio would add tens of kilobytes to a route that shows a few figures.

const HEADING_SIZES = { 1: 24, 2: 20, 3: 16 } as const;

export function Heading({
  level,
  id,
  children,
  style,
}: {
  level: 1 | 2 | 3;
  id?: string;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      id={id}
      style={{
        margin: level === 1 ? '0 0 16px' : '0 0 12px',
        fontSize: HEADING_SIZES[level],
        fontWeight: 600,
        lineHeight: 1.35,
        color: 'rgba(0, 0, 0, 0.88)',
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

export const SECONDARY = 'rgba(0, 0, 0, 0.65)';

export function Paragraph({
  children,
  secondary = false,
  style,
}: {
  children: ReactNode;
  secondary?: boolean;
  style?: CSSProperties;
}) {
  return <p style={{ margin: '0 0 12px', color: secondary ? SECONDARY : undefined, ...style }}>{children}</p>;
}

/** A solid badge with white text (at least 4.5:1 on each shade). */
export function Badge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 7px',
        borderRadius: 4,
        background: color,
        color: '#fff',
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}

/** A bordered box with a header line (a title and something on the right), like antd's small Card. */
export function Panel({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '8px 12px',
          borderBottom: '1px solid #f0f0f0',
          fontWeight: 600,
        }}
      >
        <div style={{ minWidth: 0 }}>{title}</div>
        {extra ? <div>{extra}</div> : null}
      </div>
      <div style={{ padding: 12 }}>{children}</div>
    </div>
  );
}

/** «title — value» pairs, the value on the right. */
export function Pairs({ entries }: { entries: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 12, rowGap: 4, margin: 0 }}>
      {entries.map(([title, value]) => (
        <div key={title} style={{ display: 'contents' }}>
          <dt style={{ color: SECONDARY }}>{title}</dt>
          <dd style={{ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A filled circle with a tick (met) or a cross (broken), 14 px, decorative: the text says which. */
export function ConditionMark({ met, color }: { met: boolean; color: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      style={{ flex: 'none', alignSelf: 'center' }}
    >
      <circle cx="8" cy="8" r="8" fill={color} />
      {met ? (
        <path
          d="M4.5 8.2l2.3 2.3 4.7-4.9"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M5.5 5.5l5 5m0-5l-5 5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}
