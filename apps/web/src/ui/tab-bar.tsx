// A row of tabs (WAI-ARIA tabs pattern): the selected tab is the one focus stop, and the arrow keys
// move between tabs. Each panel is a TabPanel under the bar, named by its tab.
import type { KeyboardEvent, ReactNode } from 'react';

const tabId = (base: string, name: string) => `${base}-${name}-tab`;
const tabPanelId = (base: string, name: string) => `${base}-${name}-panel`;

export function TabBar<T extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  renderTab,
  selectedClass = () => 'bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950',
  className = '',
}: {
  /** the base of the tab and panel ids (useId) */
  id: string;
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  renderTab: (tab: T) => ReactNode;
  selectedClass?: (tab: T) => string;
  className?: string;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (tabs.length < 2 || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length];
    if (next === undefined) return;
    onSelect(next);
    document.getElementById(tabId(id, next))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`grid gap-1 rounded-xl bg-ink-900 p-1 ${tabs.length === 2 ? 'grid-cols-2' : 'grid-cols-1'} ${className}`}
    >
      {tabs.map((name) => (
        <button
          key={name}
          id={tabId(id, name)}
          type="button"
          role="tab"
          aria-selected={selected === name}
          aria-controls={tabPanelId(id, name)}
          tabIndex={selected === name ? 0 : -1}
          onClick={() => onSelect(name)}
          className={`flex min-h-11 items-center justify-center gap-2 rounded-lg font-medium transition focus-visible:outline-2 focus-visible:outline-gold-400 ${
            selected === name ? selectedClass(name) : 'text-ink-300 hover:text-ink-100'
          }`}
        >
          {renderTab(name)}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({
  id,
  tab,
  hidden,
  children,
}: {
  /** the TabBar's id */
  id: string;
  tab: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={tabPanelId(id, tab)} aria-labelledby={tabId(id, tab)} hidden={hidden}>
      {children}
    </div>
  );
}
