// What a dashboard chart is given: the x values and one figure per series at each, with the words and
// number formats of the console's language (the chart itself knows none).
export type ChartSeries = {
  label: string;
  /** the theme's colour token (`red-side`: --color-red-side), read by the legend and the canvas */
  color: string;
  values: readonly (number | null)[];
  kind: 'bars' | 'line' | 'step';
  /** bars side by side: -1 left of the tick, 1 right of it */
  barAlign?: -1 | 1;
};

export type ChartProps = {
  /** index: the x values are 0..n−1 (days, hours); time: epoch seconds */
  xKind: 'index' | 'time';
  x: number[];
  series: ChartSeries[];
  /** a tick's label on the x axis */
  xTick: (x: number) => string;
  /** the tooltip's heading for the point at `index` */
  xText: (x: number, index: number) => string;
  /** the y axis' labels (baht, thousands separated) */
  axisText: (value: number) => string;
  /** a figure in the tooltip */
  valueText: (value: number) => string;
  /** the least room between x ticks, in px */
  xSpace?: number;
  height?: number;
};
