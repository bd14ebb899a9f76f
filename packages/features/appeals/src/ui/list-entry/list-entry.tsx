import { Flex } from 'antd';
import type { ReactNode } from 'react';

export interface ListEntryProps {
  title: ReactNode;
  description: ReactNode;
  /** Buttons at the end of the row; below the text on a narrow screen. */
  actions?: ReactNode[];
}

/** One row of the appeals lists: what it is and its state, then what can be done with it. */
export function ListEntry({ title, description, actions = [] }: ListEntryProps) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
        {title}
        {description}
      </Flex>
      {actions.length > 0 ? (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
