// The reports' CSV: what Excel opens with the Thai intact. UTF-8 with a byte order
// mark (without it Excel reads the bytes as the system's code page), every field quoted (a comma, a
// quote or a line break inside a name stays in its cell; a quote is doubled), CRLF between records
// (RFC 4180); text that would start a formula is written as text (below). Baht print with exactly two decimals, so 12.5 reads 12.50 and a column adds up as shown.

export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | null;

/** One column: its header and how a row gives its value. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue; baht?: boolean };

/** Baht with two decimals and no grouping: 1234.5 → "1234.50", −0.1 → "-0.10". */
export function bahtCell(baht: number): string {
  return baht.toFixed(2);
}

/**
 * Text a spreadsheet would run as a formula: a member chooses their name, and "=HYPERLINK(…)" or
 * "+cmd|…" in a cashier's export would act in the cashier's Excel (CSV injection, OWASP). Such text
 * is written with a leading apostrophe, which Excel shows as plain text. Numbers are never text here,
 * so a negative amount keeps its minus.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvValue, baht: boolean): string {
  let text = value === null ? '' : typeof value === 'number' && baht ? bahtCell(value) : String(value);
  if (typeof value === 'string' && FORMULA_START.test(value)) text = `'${text}`;
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
