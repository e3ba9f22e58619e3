import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="report_norte_all_2026-03-01_2026-03-07.csv"')).toBe(
      'report_norte_all_2026-03-01_2026-03-07.csv',
    );
  });

  it('reads an unquoted file name and escaped quotes', () => {
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
  });

  it('prefers the UTF-8 filename* over filename', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="reporte_sucursal.csv"; filename*=UTF-8''reporte_sucursal_%C3%B1u%C3%B1oa.csv`,
      ),
    ).toBe('reporte_sucursal_ñuñoa.csv');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.csv"`)).toBe(
      'plain.csv',
    );
  });

  it('drops folders so the name cannot leave the downloads folder', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename=..\\x\\report.csv')).toBe('report.csv');
  });

  it('answers null without a usable name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeNull();
  });
});
