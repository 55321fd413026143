// Columns that stand alike in the console's tables: who the member is, when something happened, how
// many, and the row's buttons. A screen writes only the columns that are its own.
import type { Language } from '@sanam/contract/constants.ts';
import type { DataColumn } from '@sanam/ui/data-table.tsx';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatCount } from '../lib/format-count.ts';
import { formatDateTime } from '../lib/format-time.ts';
import { MemberLink } from './member-link.tsx';

export { MemberLink };

/** A member's username (a link to their file) and phone, headed as in the members list. */
export function memberColumns<Row extends { id: number; username: string; phone: string }>(
  t: TFunction,
): DataColumn<Row>[] {
  return [
    {
      key: 'username',
      label: t('members.col.username'),
      cellClassName: 'font-medium text-ink-100',
      cell: (row) => <MemberLink id={row.id} username={row.username} />,
    },
    {
      key: 'phone',
      label: t('members.col.phone'),
      cellClassName: 'tabular text-ink-200',
      cell: (row) => row.phone,
    },
  ];
}

type ColumnOf<Row, T> = { key: string; label: string; value: (row: Row) => T };

/** When it happened, on the Bangkok clock; a dash for what has not happened yet. */
export function dateTimeColumn<Row>(
  { key, label, value }: ColumnOf<Row, string | null>,
  lang: Language,
): DataColumn<Row> {
  return {
    key,
    label,
    cellClassName: 'tabular text-xs whitespace-nowrap text-ink-300',
    cell: (row) => {
      const at = value(row);
      return at === null ? '—' : formatDateTime(at, lang);
    },
  };
}

/** Coins or a head count, right-aligned with the language's thousands separators. */
export function countColumn<Row>(
  { key, label, value }: ColumnOf<Row, number>,
  lang: Language,
): DataColumn<Row> {
  return {
    key,
    label,
    align: 'right',
    cellClassName: 'tabular text-ink-200',
    cell: (row) => formatCount(value(row), lang),
  };
}

/**
 * The row's buttons, last and right-aligned, under a header only screen readers hear (the stadiums and
 * the deposit accounts show theirs).
 */
export function actionsColumn<Row>(
  t: TFunction,
  cell: (row: Row) => ReactNode,
  { isHeaderShown = false }: { isHeaderShown?: boolean } = {},
): DataColumn<Row> {
  return { key: 'actions', label: t('members.col.actions'), srOnly: !isHeaderShown, align: 'right', cell };
}
