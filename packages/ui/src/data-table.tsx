// The console's list table on a laptop: the scrolling, bordered frame and its header row; the caller
// brings the <tbody>.
import type { ReactNode } from 'react';

export type DataColumn = {
  key: string;
  label: string;
  align?: 'right' | 'center';
  /** a header only screen readers hear (an actions column); it takes no alignment */
  srOnly?: boolean;
};

type Props = {
  /** a literal Tailwind class such as `min-w-[900px]`, written out whole so Tailwind finds it */
  minWidthClass: string;
  /** `false` leaves a column out, for one the operator's role does not get */
  columns: readonly (DataColumn | false)[];
  children: ReactNode;
};

function headerClass(column: DataColumn): string {
  if (column.srOnly) return 'px-3 py-2';
  if (column.align === 'right') return 'px-3 py-2 text-right font-medium';
  if (column.align === 'center') return 'px-3 py-2 text-center font-medium';
  return 'px-3 py-2 font-medium';
}

export function DataTable({ minWidthClass, columns, children }: Props) {
  return (
    // relative: a screen-reader-only header is absolutely placed, and would otherwise widen the page
    // beyond the scrolling frame (sideways scroll on a phone)
    <div className="relative overflow-x-auto rounded-xl border border-ink-700">
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <thead className="bg-ink-950/60 text-xs tracking-wide text-ink-300 uppercase">
          <tr>
            {columns.map(
              (column) =>
                column && (
                  <th key={column.key} scope="col" className={headerClass(column)}>
                    {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
                  </th>
                ),
            )}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
