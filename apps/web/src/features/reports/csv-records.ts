/**
 * Counts CSV records as the text streams in, chunk by chunk. A line break inside a quoted field
 * (an admin note of two lines) does not end a record; a doubled quote ("") inside one toggles the
 * quote state twice, so it needs no special case. Blank lines are not records.
 */
export class CsvRecordCounter {
  private inQuotes = false;
  /** Something was read since the last record ended. */
  private pending = false;
  private complete = 0;

  push(text: string): void {
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charCodeAt(index);
      if (char === 34 /* " */) {
        this.inQuotes = !this.inQuotes;
        this.pending = true;
      } else if (char === 10 /* \n */ && !this.inQuotes) {
        if (this.pending) this.complete += 1;
        this.pending = false;
      } else if (char !== 13 /* \r */ || this.inQuotes) {
        this.pending = true;
      }
    }
  }

  /** Records ended so far, plus the last one when the file has ended without a line break. */
  records({ ended = false }: { ended?: boolean } = {}): number {
    return this.complete + (ended && this.pending ? 1 : 0);
  }

  /** Records after the header row. */
  dataRows(options: { ended?: boolean } = {}): number {
    return Math.max(0, this.records(options) - 1);
  }
}

/** Convenience for a whole text. */
export function countCsvRows(text: string): number {
  const counter = new CsvRecordCounter();
  counter.push(text);
  return counter.dataRows({ ended: true });
}
