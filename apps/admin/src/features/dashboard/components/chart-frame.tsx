// A dashboard chart's frame: its legend, a "show as table" switch, and the chart itself, drawn by
// uPlot from a chunk loaded only when the first chart is shown (React.lazy), with the kit's loading
// and error states while it comes or if it cannot.
import { Button } from '@sanam/ui/button.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProps } from './chart-types.ts';

const UPlotChart = lazy(() => import('./uplot-chart.tsx'));

/** A chart chunk that failed to load (the network dropped) shows the kit's error, not a blank page. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type Props = {
  chart: ChartProps;
  /** what the chart shows, in one sentence, for those who do not see it */
  summary: string;
  /** the same figures as a table */
  table: ReactNode;
};

export function ChartFrame({ chart, summary, table }: Props) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <ul aria-label={t('charts.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-200">
          {chart.series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span
                className="size-2.5 shrink-0 rounded-sm"
                style={{ background: `var(--color-${s.color})` }}
                aria-hidden="true"
              />
              {s.label}
            </li>
          ))}
        </ul>
        <Button size="sm" variant="ghost" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {t('charts.show_table')}
        </Button>
      </div>
      {asTable ? (
        // a phone scrolls the table, not the page
        <div className="max-w-full overflow-x-auto">{table}</div>
      ) : (
        <figure role="img" aria-label={summary} className="relative min-h-[240px]">
          <ChartBoundary fallback={<ErrorState message={t('charts.load_failed')} />}>
            <Suspense fallback={<LoadingState />}>
              <UPlotChart {...chart} />
            </Suspense>
          </ChartBoundary>
        </figure>
      )}
    </div>
  );
}
