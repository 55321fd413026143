// The member statement's member: found by phone, name or username from a few suggestions, or given
// by id ("123" or "#123": a member id never starts with 0, a Thai phone number always does).
import type { AdminMember } from '@sanam/contract/admin.ts';
import { TextField } from '@sanam/ui/field.tsx';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@sanam/ui/use-debounced-value.ts';
import { MEMBER_SEARCH_MIN, useMemberSuggestions } from '../api/find-members.ts';

/** The member id the text names outright, else null. */
export function memberIdOf(text: string): number | null {
  const match = /^#?([1-9]\d{0,15})$/.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

export type PickedMember = { id: number; label: string };

const labelOf = (m: Pick<AdminMember, 'id' | 'username' | 'name'>) => `${m.name} (${m.username}, #${m.id})`;

export function MemberPicker({
  text,
  picked,
  onText,
  onPick,
  className,
}: {
  text: string;
  /** the member chosen from the suggestions (the text then shows their label) */
  picked: PickedMember | null;
  onText: (text: string) => void;
  onPick: (member: PickedMember) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(picked ? '' : text, 250);
  const found = useMemberSuggestions(query);
  const members = query.trim().length >= MEMBER_SEARCH_MIN ? (found.data?.items ?? []) : [];
  const isShown = isOpen && !picked && members.length > 0;
  const isNothing =
    isOpen &&
    !picked &&
    found.isSuccess &&
    !found.isPlaceholderData &&
    query.trim().length >= MEMBER_SEARCH_MIN
      ? members.length === 0 && memberIdOf(text) === null
      : false;

  const pick = (m: AdminMember) => {
    onPick({ id: m.id, label: labelOf(m) });
    setIsOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && members.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActive((i) => (isShown ? (i + 1) % members.length : 0));
    } else if (event.key === 'ArrowUp' && isShown) {
      event.preventDefault();
      setActive((i) => (i - 1 + members.length) % members.length);
    } else if (event.key === 'Enter' && isShown) {
      event.preventDefault();
      const m = members[active];
      if (m) pick(m);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  return (
    <div className={`relative ${className ?? ''}`}>
      <TextField
        label={t('reports.member.label')}
        hint={t('reports.member.hint')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isShown}
        aria-controls={listId}
        aria-activedescendant={isShown ? `${listId}-${active}` : undefined}
        value={picked ? picked.label : text}
        onChange={(event) => {
          onText(event.target.value);
          setIsOpen(true);
          setActive(0);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('reports.member.suggestions')}
        hidden={!isShown}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-ink-600 bg-ink-900 py-1 shadow-xl sm:min-w-80"
      >
        {isShown &&
          members.map((m, i) => (
            <li
              key={m.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // chosen before the input's blur closes the list
              onMouseDown={(event) => {
                event.preventDefault();
                pick(m);
              }}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? 'bg-ink-700 text-ink-100' : 'text-ink-200'}`}
            >
              <span className="block truncate font-medium">{m.name}</span>
              <span className="tabular block truncate text-xs text-ink-400">
                {m.username} · {m.phone} · #{m.id}
              </span>
            </li>
          ))}
      </ul>
      {isNothing && (
        <p role="status" className="mt-1 text-xs text-ink-400">
          {t('reports.member.none', { q: query.trim() })}
        </p>
      )}
    </div>
  );
}
