// A disclosure: a heading whose button (aria-expanded, aria-controls) shows or hides the region below.
// Uncontrolled by default (defaultOpen); pass isOpen + onOpenChange to drive it from outside.
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';

export interface CollapsibleProps {
  /** The button's content; its text is the accessible name. */
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  headingLevel?: 2 | 3 | 4;
  /** Classes of the outer card. */
  className?: string;
  /** Classes of the button row. */
  buttonClassName?: string;
  /** Classes of the region. */
  panelClassName?: string;
}

export function Collapsible({
  title,
  children,
  defaultOpen = false,
  isOpen: controlledOpen,
  onOpenChange,
  headingLevel = 2,
  className = 'rounded-[var(--radius-card)] bg-ink-800 ring-1 ring-ink-600/60',
  buttonClassName = 'min-h-13 px-4 py-3',
  panelClassName = 'px-4 pb-4',
}: CollapsibleProps) {
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = controlledOpen ?? ownOpen;
  const Heading = `h${headingLevel}` as const;

  const toggle = () => {
    setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };

  return (
    <div className={className}>
      <Heading className="m-0">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={toggle}
          className={`flex w-full items-center gap-3 rounded-[var(--radius-card)] text-left font-medium text-ink-100 transition focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400 ${buttonClassName}`}
        >
          {title}
          <ChevronDownIcon
            className={`shrink-0 text-lg text-ink-300 transition-transform duration-200 ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!isOpen}
        className={panelClassName}
      >
        {children}
      </div>
    </div>
  );
}
