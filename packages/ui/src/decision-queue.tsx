// The list a cashier desk decides from (the console's deposits, withdrawals and redeem orders): each
// request with when it came and its number, whose it is, what the desk weighs, its status, and the two
// decisions while it waits. Cards on a phone, a table on a laptop.
// Generic over the request: each desk brings its own cells and words; the kit's table and button wear
// the app's look (look.tsx).
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { CardList } from './card-list.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';

/** A decision the desk takes on a waiting request: its button's words and what it opens. */
export type QueueDecision<Row> = { label: string; onDecide: (row: Row) => void };

type Props<Row extends { id: number }> = {
  rows: readonly Row[];
  layout: 'table' | 'cards';
  /** a literal Tailwind class such as `min-w-[900px]`: the table scrolls sideways below it */
  minWidthClass: string;
  /** the shared columns' headers (the actions header is heard, not seen) */
  labels: { time: string; member: string; status: string; actions: string };
  /** when the request came, written out */
  time: (row: Row) => string;
  member: (row: Row) => ReactNode;
  /** the money at stake, in a card's corner above the time; without it the corner shows the number */
  amount?: (row: Row) => ReactNode;
  /** the desk's own columns, between the member and the status */
  columns: readonly DataColumn<Row>[];
  /** a card's middle: the desk's own pieces, each under a rule */
  sections: (row: Row) => ReactNode[];
  status: (row: Row) => ReactNode;
  /** only a waiting request can be decided */
  isOpen: (row: Row) => boolean;
  approve: QueueDecision<Row>;
  reject: QueueDecision<Row>;
  /** the table's two decisions one above the other, so both stay in view in a wide table */
  isStacked?: boolean;
};

function Decisions<Row extends { id: number }>({
  row,
  approve,
  reject,
  isStacked = false,
}: Pick<Props<Row>, 'approve' | 'reject' | 'isStacked'> & { row: Row }) {
  return (
    <div className={isStacked ? 'flex flex-col items-stretch gap-1.5' : 'flex justify-end gap-2'}>
      <Button size="sm" variant="primary" onClick={() => approve.onDecide(row)}>
        {approve.label}
      </Button>
      <Button size="sm" variant="ghost" className="text-danger" onClick={() => reject.onDecide(row)}>
        {reject.label}
      </Button>
    </div>
  );
}

function QueueCard<Row extends { id: number }>(props: Props<Row> & { row: Row }) {
  const { row, time, member, amount, sections, status, isOpen } = props;
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        {member(row)}
        <div className="shrink-0 text-right">
          {amount?.(row)}
          <p className="tabular text-xs text-ink-300">
            {time(row)}
            {!amount && <span className="block text-ink-500">#{row.id}</span>}
          </p>
        </div>
      </div>
      {[...sections(row), status(row)].map((section, index) => (
        <div key={index} className="mt-2 border-t border-ink-700 pt-2">
          {section}
        </div>
      ))}
      {isOpen(row) && (
        <div className="mt-3">
          <Decisions {...props} isStacked={false} />
        </div>
      )}
    </>
  );
}

export function DecisionQueue<Row extends { id: number }>(props: Props<Row>) {
  const { rows, layout, labels, time, member, columns, status, isOpen } = props;
  if (layout === 'cards') {
    return (
      <CardList rows={rows} cardClassName="text-sm">
        {(row) => <QueueCard {...props} row={row} />}
      </CardList>
    );
  }
  return (
    <DataTable
      minWidthClass={props.minWidthClass}
      rows={rows}
      rowClassName="align-top hover:bg-ink-700/40"
      columns={[
        {
          key: 'time',
          label: labels.time,
          cellClassName: 'tabular text-xs whitespace-nowrap text-ink-300',
          cell: (row) => (
            <>
              {time(row)}
              <span className="block text-ink-500">#{row.id}</span>
            </>
          ),
        },
        { key: 'member', label: labels.member, cellClassName: 'max-w-56', cell: member },
        ...columns,
        { key: 'status', label: labels.status, cellClassName: 'max-w-64', cell: status },
        {
          key: 'actions',
          label: labels.actions,
          srOnly: true,
          align: 'right',
          cell: (row) => isOpen(row) && <Decisions {...props} row={row} />,
        },
      ]}
    />
  );
}
