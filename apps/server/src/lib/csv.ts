import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export type CsvCell = string | number | boolean | null | undefined;

/** A spreadsheet reads a cell that starts with = + - @ as a formula: such a cell is written as text. */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Rows as CSV for a spreadsheet, streamed as they are read: a byte-order mark so that Excel reads
 * UTF-8, a header line, empty cells for nulls, and every text cell guarded against formulas.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<CsvCell[]>): Readable {
  const cells = Readable.from(
    (async function* () {
      for await (const row of rows) {
        yield row.map((value) =>
          value === null || value === undefined
            ? ''
            : typeof value === 'string'
              ? asText(value)
              : String(value),
        );
      }
    })(),
  );
  return cells.pipe(stringify({ header: true, columns: [...header], bom: true }));
}
