// The console's list table on a laptop: the scrolling, bordered frame and its header row; the caller
// brings the <tbody>, or gives `rows` and each column's `cell` and the table writes the body itself.
import { Fragment, type Key, type ReactNode } from 'react';
import { keyOfRow } from './card-list.tsx';

export type DataColumn<Row = never> = {
  key: string;
  label: string;
  align?: 'right' | 'center';
  /** a header only screen readers hear (an actions column); it takes no alignment */
  srOnly?: boolean;
  /** with `rows`: what the column shows of a row (its index: the list's order means something) */
  cell?: (row: Row, index: number) => ReactNode;
  /** with `rows`: the cell's classes beside the look's padding and the column's alignment (or a row's own tone) */
  cellClassName?: string | ((row: Row) => string);
  /** with `rows`: the cell names its row (a row header), as a side's name heads its stake */
  isRowHeader?: boolean;
  /** the header's own classes beside its padding and alignment (a side's colour) */
  headerClassName?: string;
};

/**
 * framed: a page's own list (bordered frame, shaded header, sideways scroll past `minWidthClass`);
 * inset: a list inside an opened row (no frame, tighter cells);
 * compact: figures inside a panel (small plain header, no side padding).
 */
export type TableLook = 'framed' | 'inset' | 'compact';

const looks = {
  framed: {
    head: 'bg-ink-950/60 text-xs tracking-wide text-ink-300 uppercase',
    headerPad: 'px-3 py-2',
    body: 'divide-y divide-ink-700/70 bg-ink-800',
    cell: 'px-3 py-2',
  },
  inset: {
    head: 'text-xs tracking-wide text-ink-300 uppercase',
    headerPad: 'px-2 py-1',
    body: 'divide-y divide-ink-700/70',
    cell: 'px-2 py-1.5',
  },
  compact: {
    head: 'text-xs text-ink-300',
    headerPad: 'py-1',
    body: 'divide-y divide-ink-700',
    cell: 'py-1.5',
  },
} as const;

export type DataTableProps<Row> = {
  /** a literal Tailwind class such as `min-w-[900px]`, written out whole so Tailwind finds it */
  minWidthClass?: string;
  /** `false` leaves a column out, for one the operator's role does not get */
  columns: readonly (DataColumn<Row> | false)[];
  children?: ReactNode;
  look?: TableLook;
  /** the rows the table writes itself, each cell by its column's `cell` */
  rows?: readonly Row[];
  /** by default the row's id, else its place */
  rowKey?: (row: Row) => Key;
  rowClassName?: string | ((row: Row, index: number) => string | undefined);
  /** the <tbody>'s classes, in place of the look's divider and ground */
  bodyClassName?: string;
  /** what an opened row shows under it, across the whole width; null while it is closed */
  rowDetail?: (row: Row) => ReactNode;
  /** the table's title, above it (a panel's table of figures) */
  caption?: ReactNode;
  /** false: no header row, where the caption and the row headers say it all */
  hasHeader?: boolean;
  /** classes of the table itself (its distance from what stands above) */
  className?: string;
};

function headerClass(column: DataColumn<never>, pad: string): string {
  const own = column.headerClassName ? ` ${column.headerClassName}` : '';
  if (column.srOnly) return pad;
  if (column.align === 'right') return `${pad} text-right font-medium${own}`;
  if (column.align === 'center') return `${pad} text-center font-medium${own}`;
  return `${pad} font-medium${own}`;
}

type BodyProps<Row> = Pick<DataTableProps<Row>, 'rowKey' | 'rowClassName' | 'bodyClassName' | 'rowDetail'> & {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  look: TableLook;
};

const alignClass = { right: 'text-right', center: 'text-center' } as const;

function cellClass<Row>(column: DataColumn<Row>, row: Row, look: TableLook): string {
  const own = typeof column.cellClassName === 'function' ? column.cellClassName(row) : column.cellClassName;
  return [looks[look].cell, column.align && alignClass[column.align], own].filter(Boolean).join(' ');
}

function Body<Row>({ rows, columns, look, rowKey, rowClassName, bodyClassName, rowDetail }: BodyProps<Row>) {
  return (
    <tbody className={bodyClassName ?? looks[look].body}>
      {rows.map((row, index) => {
        const detail = rowDetail?.(row);
        // one keyed fragment whether or not the row is open, so opening it keeps the row's own elements
        return (
          <Fragment key={keyOfRow(row, index, rowKey)}>
            <tr className={typeof rowClassName === 'function' ? rowClassName(row, index) : rowClassName}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.key} scope="row" className={cellClass(column, row, look)}>
                    {column.cell?.(row, index)}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column, row, look)}>
                    {column.cell?.(row, index)}
                  </td>
                ),
              )}
            </tr>
            {detail != null && (
              <tr>
                <td colSpan={columns.length} className="bg-ink-900/60 px-4 py-3">
                  {detail}
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </tbody>
  );
}

export function DataTable<Row>({
  minWidthClass = '',
  columns,
  children,
  look = 'framed',
  rows,
  caption,
  hasHeader = true,
  className = '',
  ...body
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is DataColumn<Row> => column !== false);
  const table = (
    <table className={['w-full', minWidthClass, 'text-left text-sm', className].filter(Boolean).join(' ')}>
      {caption && (
        <caption className="mb-1 text-left text-xs font-medium tracking-wide text-ink-300 uppercase">
          {caption}
        </caption>
      )}
      {hasHeader && (
        <thead className={looks[look].head}>
          <tr>
            {shown.map((column) => (
              <th key={column.key} scope="col" className={headerClass(column, looks[look].headerPad)}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
      )}
      {rows ? <Body rows={rows} columns={shown} look={look} {...body} /> : children}
    </table>
  );
  if (look !== 'framed') return table;
  return (
    // relative: a screen-reader-only header is absolutely placed, and would otherwise widen the page
    // beyond the scrolling frame (sideways scroll on a phone)
    <div className="relative overflow-x-auto rounded-xl border border-ink-700">{table}</div>
  );
}
