import { exportFileName } from '@rutaviva/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ExportQuery, exportTripsCsv, saveFile } from '../api/export-trips-csv';

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; rows: number; total: number | null }
  | { status: 'done'; rows: number; fileName: string }
  | { status: 'cancelled'; rows: number; total: number | null }
  | { status: 'failed'; error: unknown };

export interface ExportRequest {
  query: ExportQuery;
  /** For the file name when the server sends none. */
  branchName: string | null;
  courierName: string | null;
}

/** The CSV export: one at a time, cancellable, its progress as state. */
export function useCsvExport() {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops a download nobody will save.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async ({ query, branchName, courierName }: ExportRequest) => {
    const previous = controller.current;
    const current = new AbortController();
    controller.current = current;
    previous?.abort();
    let last: { rows: number; total: number | null } = { rows: 0, total: null };
    setState({ status: 'running', ...last });
    try {
      const file = await exportTripsCsv(query, {
        signal: current.signal,
        onProgress: (progress) => {
          last = progress;
          if (!current.signal.aborted) setState({ status: 'running', ...progress });
        },
      });
      current.signal.throwIfAborted();
      const fileName =
        file.fileName ??
        exportFileName({
          branchName,
          courierName,
          startDate: query.start_date,
          endDate: query.end_date,
          language: query.language,
        });
      saveFile(file.blob, fileName);
      setState({ status: 'done', rows: file.rows, fileName });
    } catch (error) {
      // Replaced by a newer export, or dismissed: that one owns the state now.
      if (controller.current !== current) return;
      if (current.signal.aborted) setState({ status: 'cancelled', ...last });
      else setState({ status: 'failed', error });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => {
    const running = controller.current;
    controller.current = null;
    running?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, dismiss };
}

/** 0 to 100, or null while the total is unknown (an indeterminate bar). */
export function exportPercent(rows: number, total: number | null): number | null {
  if (total === null) return null;
  if (total === 0) return 100;
  return Math.min(100, Math.floor((rows / total) * 100));
}
