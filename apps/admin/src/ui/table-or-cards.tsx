// A list screen's rows: a table on a laptop, one card per row on a phone (nothing behind a sideways
// scroll). The screen writes both: the table's columns and a row's card.
import { CardList, type CardListLook } from '@sanam/ui/card-list.tsx';
import { DataTable, type DataTableProps } from '@sanam/ui/data-table.tsx';
import type { ReactNode } from 'react';
import { useIsDesktop } from '../lib/use-media-query.ts';

type Props<Row> = DataTableProps<Row> & {
  rows: readonly Row[];
  /** a row on a phone */
  card: (row: Row) => ReactNode;
  cardLook?: CardListLook;
  /** classes beside the card's own: its text size, or a dimmed inactive row */
  cardClassName?: string | ((row: Row) => string);
};

export function TableOrCards<Row>({ card, cardLook, cardClassName, ...table }: Props<Row>) {
  const isDesktop = useIsDesktop();
  if (isDesktop) return <DataTable {...table} />;
  return (
    <CardList rows={table.rows} rowKey={table.rowKey} look={cardLook} cardClassName={cardClassName}>
      {card}
    </CardList>
  );
}
