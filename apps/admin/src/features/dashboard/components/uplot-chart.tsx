// The one place the console draws a chart with uPlot (docs/decisions.md: small, kept up, canvas). This
// module is loaded lazily (chart-frame.tsx): the library and its styles come in their own chunk, only
// when a chart is first shown, and never reach the member app.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartProps, ChartSeries } from './chart-types.ts';

/** The theme's colours as the canvas needs them (it cannot read Tailwind's classes). */
function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim();
  return value || fallback;
}

function pathsOf(s: ChartSeries): uPlot.Series.PathBuilder | undefined {
  const { bars, stepped } = uPlot.paths;
  if (s.kind === 'bars') return bars?.({ size: [s.barAlign ? 0.4 : 0.7, 48], align: s.barAlign ?? 0 });
  if (s.kind === 'step') return stepped?.({ align: 1 });
  return undefined;
}

/** A box that follows the cursor with the hovered x and every series' figure. */
function tooltipPlugin(props: ChartProps): uPlot.Plugin {
  let box: HTMLDivElement | null = null;
  return {
    hooks: {
      init: (u) => {
        box = document.createElement('div');
        box.dataset.chartTooltip = '';
        box.className =
          'pointer-events-none absolute z-10 hidden min-w-36 rounded-md border border-ink-600 bg-ink-950/95 px-2.5 py-1.5 text-xs text-ink-100 shadow-lg';
        u.over.appendChild(box);
      },
      setCursor: (u) => {
        if (!box) return;
        const idx = u.cursor.idx;
        const left = u.cursor.left ?? -1;
        if (idx === null || idx === undefined || left < 0) {
          box.classList.add('hidden');
          return;
        }
        const x = u.data[0][idx];
        if (x === undefined) return;
        box.replaceChildren();
        const head = document.createElement('p');
        head.className = 'mb-1 font-semibold text-ink-200';
        head.textContent = props.xText(x, idx);
        box.appendChild(head);
        props.series.forEach((s, i) => {
          const value = u.data[i + 1]?.[idx];
          const line = document.createElement('p');
          line.className = 'tabular flex items-center justify-between gap-3';
          const name = document.createElement('span');
          name.style.color = `var(--color-${s.color})`;
          name.textContent = s.label;
          const figure = document.createElement('span');
          figure.textContent = value === null || value === undefined ? '–' : props.valueText(value);
          line.append(name, figure);
          box?.appendChild(line);
        });
        box.classList.remove('hidden');
        const width = box.offsetWidth;
        const room = u.over.clientWidth;
        box.style.left = `${Math.max(0, Math.min(left + 12, room - width))}px`;
        box.style.top = '4px';
      },
    },
  };
}

const FALLBACK_COLORS: Record<string, string> = {
  'red-side': '#e5383b',
  'blue-side': '#2f6fed',
  tie: '#16a34a',
  'gold-500': '#f5b50a',
  success: '#22c55e',
  danger: '#ef4444',
};

const TIME_INCRS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14_400, 43_200, 86_400];

/**
 * Ticks of a time axis (epoch seconds) at whole steps of the smallest increment that leaves `space`
 * px between them; a span shorter than the smallest step (bets within a second) gets its two ends.
 */
function timeSplits(u: uPlot, min: number, max: number, space: number): number[] {
  const room = Math.max(2, Math.floor((u.width * 0.8) / space));
  const incr = TIME_INCRS.find((i) => (max - min) / i <= room);
  if (max - min < 2 || incr === undefined) return min === max ? [min] : [min, max];
  const splits: number[] = [];
  for (let v = Math.ceil(min / incr) * incr; v <= max; v += incr) splits.push(v);
  return splits;
}

function optionsOf(props: ChartProps, width: number): uPlot.Options {
  const axisColor = themeColor('ink-300', '#8e9bbb');
  const gridColor = themeColor('ink-700', '#1a2540');
  // the console's own font (Kanit, with its Thai glyphs), not uPlot's system-ui
  const font = `11px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  const n = props.x.length;
  const categorical = props.xKind === 'index';
  return {
    width,
    height: props.height ?? 240,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 6 } },
    scales: {
      x: categorical ? { time: false, range: () => [-0.5, Math.max(n - 0.5, 0.5)] } : { time: false },
      y: {
        // zero always on the chart: a loss reads below it
        range: (_u, min, max) => {
          const lo = Math.min(min, 0);
          const hi = Math.max(max, 0);
          const pad = (hi - lo || 1) * 0.08;
          return [lo === 0 ? 0 : lo - pad, hi + pad];
        },
      },
    },
    axes: [
      {
        stroke: axisColor,
        font,
        grid: { show: false },
        ticks: { stroke: gridColor },
        space: props.xSpace ?? 48,
        ...(categorical
          ? { incrs: [1, 2, 3, 4, 6, 12] }
          : {
              splits: (u: uPlot, _axis: number, min: number, max: number) =>
                timeSplits(u, min, max, props.xSpace ?? 48),
            }),
        values: (_u, splits) =>
          splits.map((v) => (categorical && !Number.isInteger(v) ? '' : props.xTick(v))),
      },
      {
        stroke: axisColor,
        font,
        grid: { stroke: gridColor, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((v) => props.axisText(v)),
        size: (_u, values) => 14 + Math.max(4, ...(values ?? []).map((v) => v.length)) * 6.5,
      },
    ],
    series: [
      {},
      ...props.series.map((s): uPlot.Series => {
        const color = themeColor(s.color, FALLBACK_COLORS[s.color] ?? '#e3e8f4');
        return {
          label: s.label,
          stroke: color,
          // bars are filled only: an hour with nothing draws no hairline
          width: s.kind === 'bars' ? 0 : 2,
          fill: s.kind === 'bars' ? `${color}b3` : undefined,
          paths: pathsOf(s),
          points: { show: s.kind === 'line' && n <= 31 },
        };
      }),
    ],
    plugins: [tooltipPlugin(props)],
  };
}

export default function UPlotChart(props: ChartProps) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const data: uPlot.AlignedData = [props.x, ...props.series.map((s) => [...s.values])];
    const chart = new uPlot(optionsOf(props, Math.max(el.clientWidth, 200)), data, el);
    // uPlot's stylesheet sets system-ui on its root; the tooltip speaks Thai in the console's font
    chart.root.style.fontFamily = 'inherit';
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(el.clientWidth, 200), height: props.height ?? 240 });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [props]);

  return <div ref={frame} className="w-full" aria-hidden="true" />;
}
