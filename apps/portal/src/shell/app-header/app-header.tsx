import { ArrowLeftOutlined, FilterOutlined } from '@ant-design/icons';
import { BrandLogo } from '@resident/ui';
import { Button, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { APP_HEADER_HEIGHTS } from './app-header-heights.ts';
import { headerRowStyles } from './header-row-styles.ts';
import { APP_HEADER_TEXTS } from './app-header-texts.ts';
import { TabsStrip } from './tabs-strip.tsx';

export { APP_HEADER_HEIGHTS };

export interface HeaderTab {
  key: string;
  label: string;
}

export interface AppHeaderProps {
  /** Already resolved by the shell: meta headerTitle, else the query name, else the route name. */
  title: string;
  /** The brand's small logo (brand.assets.logo.small / .alt), shown when there is no back button. */
  logo: { src: string; alt: string };
  /** Route meta backButton: 'Назад' replaces the logo. */
  backButton?: boolean;
  onBack?: () => void;
  /** Route meta tabs; the strip scrolls sideways when it does not fit, with a cue at a cut edge. */
  tabs?: HeaderTab[];
  activeTab?: string;
  onTabChange?: (key: string) => void;
  /** The sub-header has a left part: a filter button toggles the sub panel. */
  showFilter?: boolean;
  filterOpen?: boolean;
  onFilterClick?: () => void;
  /** id of the sub panel the filter button opens, for aria-controls. */
  filterPanelId?: string;
  /** The right part, normally <UserMenu />. */
  userMenu?: ReactNode;
}

/**
 * The main layout's header (spec §2 "Header"): back button or logo, the title, an optional filter
 * button and the user menu; below them an optional tabs strip. The title is plain text, not a
 * heading: each page owns its h1.
 */
export function AppHeader({
  title,
  logo,
  backButton = false,
  onBack,
  tabs,
  activeTab,
  onTabChange,
  showFilter = false,
  filterOpen = false,
  onFilterClick,
  filterPanelId,
  userMenu,
}: AppHeaderProps) {
  const { token } = theme.useToken();
  const hasTabs = Boolean(tabs && tabs.length > 0);

  const header: CSSProperties = {
    boxSizing: 'border-box',
    height: APP_HEADER_HEIGHTS.bar + (hasTabs ? APP_HEADER_HEIGHTS.tabs : 0),
    background: token.colorBgContainer,
    // A shadow, not a border: the rows add up to the header's height exactly.
    boxShadow: `0 1px 0 ${token.colorSplit}`,
    fontFamily: token.fontFamily,
    color: token.colorText,
  };
  const { bar, title: titleStyle } = headerRowStyles(token, token.fontSizeHeading4);

  return (
    <header style={header}>
      <div style={bar}>
        {backButton ? (
          <Button
            type="text"
            icon={<ArrowLeftOutlined aria-hidden="true" />}
            onClick={onBack}
            style={{ flex: 'none', paddingInline: token.paddingXS }}
          >
            {APP_HEADER_TEXTS.back}
          </Button>
        ) : (
          <BrandLogo src={logo.src} alt={logo.alt} variant="small" style={{ flex: 'none' }} />
        )}
        <div style={titleStyle} title={title}>
          {title}
        </div>
        {showFilter ? (
          <Button
            type={filterOpen ? 'primary' : 'default'}
            shape="circle"
            icon={<FilterOutlined aria-hidden="true" />}
            aria-label={APP_HEADER_TEXTS.filter}
            title={APP_HEADER_TEXTS.filter}
            aria-expanded={filterOpen}
            aria-controls={filterPanelId}
            onClick={onFilterClick}
            style={{ flex: 'none' }}
          />
        ) : null}
        {userMenu ? <div style={{ flex: '0 1 auto', minWidth: 0, display: 'flex' }}>{userMenu}</div> : null}
      </div>
      {hasTabs ? <TabsStrip tabs={tabs!} activeKey={activeTab} onChange={onTabChange} /> : null}
    </header>
  );
}
