// The home page's tabs that follow the address hash (spec §2: #live / #ended, then #bull, #cock...):
// each tab is a link, so a shared address or the back button opens the same tab, and one panel under
// them holds the selected tab's content.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function HashTabs<T extends string>({
  idBase,
  label,
  tabs,
  selected,
  replace = false,
  className,
  tabClassName,
  selectedClassName,
  renderTab,
  children,
}: {
  /** the tabs' ids are `${idBase}-${tab}`, the panel's `${idBase}-panel` */
  idBase: string;
  label: string;
  tabs: readonly T[];
  selected: T;
  /** a switch replaces the history entry rather than adding one */
  replace?: boolean;
  className: string;
  /** a tab's shape; its colours are the unselected ones or selectedClassName */
  tabClassName: string;
  selectedClassName: string;
  renderTab: (tab: T) => ReactNode;
  /** the selected tab's content */
  children: ReactNode;
}) {
  return (
    <>
      <div role="tablist" aria-label={label} className={className}>
        {tabs.map((name) => (
          <Link
            key={name}
            to={{ hash: `#${name}` }}
            replace={replace}
            role="tab"
            id={`${idBase}-${name}`}
            aria-selected={selected === name}
            aria-controls={`${idBase}-panel`}
            className={`${tabClassName} transition focus-visible:outline-2 focus-visible:outline-gold-400 ${
              selected === name ? selectedClassName : 'text-ink-300 hover:text-ink-100'
            }`}
          >
            {renderTab(name)}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-${selected}`}>
        {children}
      </div>
    </>
  );
}
