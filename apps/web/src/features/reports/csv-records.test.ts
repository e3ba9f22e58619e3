import { describe, expect, it } from 'vitest';
import { CsvRecordCounter, countCsvRows } from './csv-records';

describe('CsvRecordCounter', () => {
  it('counts the rows after the header', () => {
    expect(countCsvRows('Date,Branch\n01/03/2026,Norte\n02/03/2026,Sur\n')).toBe(2);
  });

  it('does not count a line break inside a quoted field as a record', () => {
    expect(countCsvRows('Date,Notes\n01/03/2026,"first line\nsecond line"\n02/03/2026,ok\n')).toBe(2);
  });

  it('reads doubled quotes inside a quoted field', () => {
    expect(countCsvRows('a,b\n"he said ""hi""\nthen left",x\n"""",y\n')).toBe(2);
  });

  it('handles CRLF line ends and a last record without a line break', () => {
    expect(countCsvRows('a,b\r\n1,2\r\n3,4')).toBe(2);
  });

  it('keeps its state across chunks split anywhere, even inside a quoted field or a CRLF', () => {
    const text = 'a,b\r\n1,"x\r\ny"\r\n2,"say ""no"""\r\n3,z\r\n';
    for (let cut = 0; cut <= text.length; cut += 1) {
      const counter = new CsvRecordCounter();
      counter.push(text.slice(0, cut));
      counter.push(text.slice(cut));
      expect(counter.dataRows({ ended: true }), `cut at ${cut}`).toBe(3);
    }
  });

  it('counts only finished records until the stream ends', () => {
    const counter = new CsvRecordCounter();
    counter.push('a,b\n1,2\n3,');
    expect(counter.dataRows()).toBe(1);
    expect(counter.dataRows({ ended: true })).toBe(2);
  });

  it('ignores blank lines and an empty file', () => {
    expect(countCsvRows('a,b\n\n1,2\n\n')).toBe(1);
    expect(countCsvRows('')).toBe(0);
    expect(countCsvRows('a,b\n')).toBe(0);
  });
});
