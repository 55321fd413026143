// The reports' CSV (issue 23, item 5): what Excel opens with the Thai intact. UTF-8 with a byte order
// mark (without it Excel reads the bytes as the system's code page), every field quoted (a comma, a
// quote or a line break inside a name stays in its cell; a quote is doubled), CRLF between records
// (RFC 4180). Baht print with exactly two decimals, so 12.5 reads 12.50 and a column adds up as shown.

export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | null;

/** One column: its header and how a row gives its value. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue; baht?: boolean };

/** Baht with two decimals and no grouping: 1234.5 → "1234.50", −0.1 → "-0.10". */
export function bahtCell(baht: number): string {
  return baht.toFixed(2);
}

function cell(value: CsvValue, baht: boolean): string {
  const text = value === null ? '' : typeof value === 'number' && baht ? bahtCell(value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** The CSV text of `rows` (and a last `footer` row such as totals), BOM first. */
export function toCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  footer: Row[] = [],
): string {
  const lines = [columns.map((c) => cell(c.header, false)).join(',')];
  for (const row of [...rows, ...footer])
    lines.push(columns.map((c) => cell(c.value(row), c.baht ?? false)).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
