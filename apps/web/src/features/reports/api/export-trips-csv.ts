import { ApiError, apiFetch } from '../../../lib/api';
import { fileNameFromDisposition } from '../content-disposition';
import { CsvRecordCounter } from '../csv-records';

export interface ExportQuery {
  start_date: string;
  end_date: string;
  branch_id?: string;
  courier_id?: string;
  tz: string;
  language: 'spanish' | 'english';
}

export interface ExportProgress {
  /** Data rows received so far (the header row is not one). */
  rows: number;
  /** X-Total-Count: the rows the server will send; null when it did not say. */
  total: number | null;
}

export interface ExportedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server sent none. */
  fileName: string | null;
  rows: number;
}

/**
 * GET /api/trips/export.csv, read as a stream: lib/api.ts would wait for the whole body, and a
 * year of deliveries is worth a progress bar. Rows are counted as the bytes arrive, quote-aware,
 * since notes may hold line breaks. Aborting the signal stops the download.
 */
export async function exportTripsCsv(
  query: ExportQuery,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void },
): Promise<ExportedFile> {
  const response = await apiFetch('GET', '/api/trips/export.csv', {
    query: { ...query },
    signal,
    accept: 'text/csv',
  });

  const totalHeader = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  const total = Number.isFinite(totalHeader) && totalHeader >= 0 ? totalHeader : null;
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  const counter = new CsvRecordCounter();
  const decoder = new TextDecoder();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  onProgress({ rows: 0, total });

  const reader = response.body?.getReader();
  if (reader) {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        counter.push(decoder.decode(value, { stream: true }));
        onProgress({ rows: counter.dataRows(), total });
      }
    } catch (cause) {
      if (signal.aborted) throw cause;
      throw new ApiError(0, 'network_error', 'Network error');
    }
  } else {
    // No streams (very old browsers): the whole body at once, still counted.
    const buffer = new Uint8Array(await response.arrayBuffer());
    parts.push(buffer);
    counter.push(decoder.decode(buffer));
  }
  counter.push(decoder.decode());
  const rows = counter.dataRows({ ended: true });
  onProgress({ rows, total });
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), fileName, rows };
}

/** Hands the file to the browser's downloads, then lets the memory go. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
