// A list on a phone: one card per row (or one framed list of rows), nothing behind a sideways scroll.
// The same list is a table on a laptop; the caller picks which by the screen's width.
import type { Key, ReactNode } from 'react';

/** cards: each row its own bordered card; rows: the rows divided inside one frame */
export type CardListLook = 'cards' | 'rows';

const looks = {
  cards: { list: 'space-y-2', item: 'rounded-xl border border-ink-700 bg-ink-800 p-3' },
  rows: { list: 'divide-y divide-ink-700 rounded-xl border border-ink-700 bg-ink-800', item: 'px-3 py-2.5' },
} as const;

/**
 * A row's React key: the list's own `rowKey`, else the row's `id` (the contract's rows have one), else
 * its place in the list.
 */
export function keyOfRow<Row>(row: Row, index: number, rowKey?: (row: Row) => Key): Key {
  if (rowKey) return rowKey(row);
  const id = (row as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : index;
}

type Props<Row> = {
  rows: readonly Row[];
  /** by default the row's id */
  rowKey?: (row: Row) => Key;
  look?: CardListLook;
  /** classes beside the card's own: its text size, or a dimmed inactive row */
  cardClassName?: string | ((row: Row) => string);
  children: (row: Row) => ReactNode;
};

export function CardList<Row>({ rows, rowKey, look = 'cards', cardClassName = '', children }: Props<Row>) {
  return (
    <ul className={looks[look].list}>
      {rows.map((row, index) => {
        const own = typeof cardClassName === 'function' ? cardClassName(row) : cardClassName;
        return (
          <li
            key={keyOfRow(row, index, rowKey)}
            className={own ? `${looks[look].item} ${own}` : looks[look].item}
          >
            {children(row)}
          </li>
        );
      })}
    </ul>
  );
}
