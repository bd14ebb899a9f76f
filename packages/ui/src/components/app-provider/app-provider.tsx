import { ConfigProvider, type ThemeConfig } from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { PAGINATION_LABELS } from '../../lib/format/pagination.ts';
import { validateMessages } from '../../lib/validation/validate-messages.ts';

// Date pickers and every dayjs format in the app speak Russian (design.md §2).
dayjs.locale('ru');

const locale = { ...ruRU, Pagination: { ...ruRU.Pagination, ...PAGINATION_LABELS } };
const form = { validateMessages };
// antd cuts a card title to one line with an ellipsis; on a phone that hides what the card is
// about («Согласие на обработку персонал…»). Titles wrap instead, in every card.
const card = { styles: { title: { whiteSpace: 'normal', textOverflow: 'clip', overflowWrap: 'anywhere' } } } as const;

export interface AppProviderProps {
  /** The antd theme, usually `brandTheme(brand)` from @resident/branding. */
  theme?: ThemeConfig;
  children?: ReactNode;
}

/**
 * The root of every screen: antd in Russian (ru_RU, spec §5 form messages, spec §9 pagination
 * labels), the brand's theme and card titles that wrap. `App.useApp()` needs a FeedbackScope inside it.
 */
export function AppProvider({ theme, children }: AppProviderProps) {
  return (
    <ConfigProvider locale={locale} theme={theme} form={form} card={card}>
      {children}
    </ConfigProvider>
  );
}
