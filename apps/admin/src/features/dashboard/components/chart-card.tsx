// A dashboard chart's card: its title and subtitle, what sits beside them (a picker), and the chart
// or the kit's loading, error and empty states of its query.
import { formatBaht, formatWhole } from '@sanam/contract/money.ts';
import type { Language } from '@sanam/contract/constants.ts';
import type { ReactNode } from 'react';
import { Card } from '../../../ui/card.tsx';
import { QueryResult, type ResultQuery } from '../../../ui/query-result.tsx';

type Props<T> = {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  query: ResultQuery<T>;
  emptyText: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

export function ChartCard<T>({ title, subtitle, actions, query, emptyText, isEmpty, children }: Props<T>) {
  return (
    <Card className="min-w-0 p-4 lg:col-span-2">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-ink-100">{title}</h2>
          <p className="text-xs text-ink-300">{subtitle}</p>
        </div>
        {actions}
      </div>
      <QueryResult query={query} emptyText={emptyText} isEmpty={isEmpty} keepsDataOnError>
        {children}
      </QueryResult>
    </Card>
  );
}

/** An axis label: whole baht with thousands separators. */
export const axisBaht = (baht: number) => `฿${formatWhole(baht)}`;

/** A figure: baht and satang with thousands separators, a loss with a minus sign. */
export const figureBaht = (baht: number, lang: Language) => `฿${formatBaht(baht, lang)}`;
