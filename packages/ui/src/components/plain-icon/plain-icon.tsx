import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type CSSProperties, type ReactElement } from 'react';

export interface PlainIconProps {
  /** An icon of @ant-design/icons-svg, e.g. `import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled'`. */
  icon: IconDefinition;
  className?: string;
  style?: CSSProperties;
}

/** The SVG data's attribute names are the markup's ('fill-rule', 'class'); React wants its own. */
function reactProps(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

function toElement(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...reactProps(node.attrs) }, node.children?.map(toElement));
}

/**
 * An antd icon drawn from its SVG data alone: @ant-design/icons' components bring their context
 * and a style injector, which /login's first load does without. Decorative: hidden from screen
 * readers, who get the text beside it.
 */
export function PlainIcon({ icon, className, style }: PlainIconProps) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span
      aria-hidden
      className={className}
      style={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0, ...style }}
    >
      {toElement({ ...node, attrs: { ...node.attrs, width: '1em', height: '1em', fill: 'currentColor' } })}
    </span>
  );
}
