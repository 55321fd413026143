// The reports' CSV as Excel needs it: a BOM, every field quoted, CRLF, baht with two decimals.
import { describe, expect, it } from 'vitest';
import { bahtCell, toCsv, type CsvColumn } from './csv.ts';

type Row = { name: string; amount: number; count: number | null };
const columns: CsvColumn<Row>[] = [
  { header: 'ชื่อ', value: (r) => r.name },
  { header: 'ยอด', value: (r) => r.amount, baht: true },
  { header: 'จำนวน', value: (r) => r.count },
];

describe('the CSV', () => {
  it('starts with the BOM, quotes every field, doubles quotes, keeps commas, Thai and line breaks in their cell', () => {
    const csv = toCsv(columns, [
      { name: 'คู่ "เอก", นัดพิเศษ', amount: 12.5, count: 3 },
      { name: 'สองบรรทัด\nต่อ', amount: -0.1, count: null },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe(
      '"ชื่อ","ยอด","จำนวน"\r\n' + '"คู่ ""เอก"", นัดพิเศษ","12.50","3"\r\n' + '"สองบรรทัด\nต่อ","-0.10",""\r\n',
    );
  });

  it('writes a name that would start a formula as text, and leaves negative amounts as numbers', () => {
    const csv = toCsv(columns, [
      { name: '=HYPERLINK("http://127.0.0.1/x","คลิก")', amount: -90, count: -1 },
      { name: '+cmd|"/c calc"!A1', amount: 1, count: 1 },
      { name: '-2+3', amount: 1, count: 1 },
      { name: '@SUM(A1)', amount: 1, count: 1 },
      { name: 'สมชาย = ดี', amount: 1, count: 1 },
    ]);
    expect(csv.slice(1).split('\r\n').slice(1, 6)).toEqual([
      '"\'=HYPERLINK(""http://127.0.0.1/x"",""คลิก"")","-90.00","-1"',
      '"\'+cmd|""/c calc""!A1","1.00","1"',
      '"\'-2+3","1.00","1"',
      '"\'@SUM(A1)","1.00","1"',
      '"สมชาย = ดี","1.00","1"',
    ]);
  });

  it('prints baht with exactly two decimals and no grouping', () => {
    expect([bahtCell(0), bahtCell(1234567.8), bahtCell(0.05), bahtCell(-455.55), bahtCell(1055.55)]).toEqual([
      '0.00',
      '1234567.80',
      '0.05',
      '-455.55',
      '1055.55',
    ]);
  });
});
