// The statement's small chart: for each period, oldest on the left, what was staked (a quiet bar up
// from zero) and the net result beside it (green up when the member came out ahead, red down when
// behind), on one scale. Plain SVG: the member app carries no chart library for one small picture.
// The picture is one image to a screen reader, named by what it shows; the table under it holds
// every figure as text, and each bar's tooltip names its period and amount.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityStatement } from '@sanam/contract/play.ts';
import { useFormatBaht } from '../../../lib/format.ts';

type Row = ActivityStatement['rows'][number];

/** The drawing's own units: a slot per period, HEIGHT tall; the SVG stretches them to its box. */
const SLOT = 10;
const BAR = 3.6;
const GAP = 0.6;
const HEIGHT = 100;

/** "+฿90.00", "-฿340.00", "฿0.00": a result with its sign */
function useSignedBaht(): (baht: number) => string {
  const formatBaht = useFormatBaht();
  return (baht) => `${baht > 0 ? '+' : baht < 0 ? '-' : ''}฿${formatBaht(Math.abs(baht))}`;
}

export function ActivityChart({
  rows,
  label,
  periodLabel,
}: {
  /** newest first, as the statement gives them */
  rows: readonly Row[];
  /** what the picture shows, for a screen reader */
  label: string;
  periodLabel: (period: string) => string;
}) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const signed = useSignedBaht();
  const titleId = useId();
  const oldestFirst = [...rows].reverse();
  const top = Math.max(0, ...oldestFirst.map((r) => Math.max(r.stakes, r.net)));
  const bottom = Math.min(0, ...oldestFirst.map((r) => r.net));
  // an empty range still draws its zero line in the middle
  const span = top - bottom || 1;
  const y = (baht: number) => ((top - baht) / span) * HEIGHT;
  const zero = top === 0 && bottom === 0 ? HEIGHT / 2 : y(0);
  const width = oldestFirst.length * SLOT;
  const first = oldestFirst[0];
  const last = oldestFirst[oldestFirst.length - 1];

  return (
    <figure className="rounded-2xl bg-ink-900/70 p-4 ring-1 ring-ink-600/60">
      {/* the scale's two ends, beside the bars they bound */}
      <p aria-hidden="true" className="mb-1 text-xs text-ink-400 tabular-nums">{`฿${formatBaht(top)}`}</p>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-36 w-full sm:h-44"
      >
        <title id={titleId}>{label}</title>
        <line
          x1={0}
          x2={width}
          y1={zero}
          y2={zero}
          className="stroke-ink-500"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {oldestFirst.map((r, i) => {
          const x = i * SLOT + (SLOT - 2 * BAR - GAP) / 2;
          const netTop = r.net >= 0 ? y(r.net) : zero;
          const tip = t('activity_page.chart.tip', {
            period: periodLabel(r.period),
            stakes: `฿${formatBaht(r.stakes)}`,
            net: signed(r.net),
          });
          return (
            <g key={r.period}>
              <title>{tip}</title>
              {r.stakes > 0 ? (
                <rect
                  x={x}
                  y={y(r.stakes)}
                  width={BAR}
                  height={zero - y(r.stakes)}
                  className="fill-gold-500/45"
                />
              ) : null}
              {r.net !== 0 ? (
                <rect
                  x={x + BAR + GAP}
                  y={netTop}
                  width={BAR}
                  height={Math.abs(y(r.net) - zero)}
                  className={r.net > 0 ? 'fill-success' : 'fill-danger'}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      {bottom < 0 ? (
        <p
          aria-hidden="true"
          className="mt-1 text-xs text-ink-400 tabular-nums"
        >{`-฿${formatBaht(-bottom)}`}</p>
      ) : null}
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-ink-300">
        <span className="tabular-nums">
          {first && last ? `${periodLabel(first.period)} – ${periodLabel(last.period)}` : null}
        </span>
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          <Swatch className="bg-gold-500/45">{t('activity_page.chart.stakes')}</Swatch>
          <Swatch className="bg-success">{t('activity_page.chart.won')}</Swatch>
          <Swatch className="bg-danger">{t('activity_page.chart.lost')}</Swatch>
        </span>
      </figcaption>
    </figure>
  );
}

function Swatch({ className, children }: { className: string; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className={`size-2.5 rounded-sm ${className}`} />
      {children}
    </span>
  );
}
