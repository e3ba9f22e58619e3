import type { BillingFigures } from './billing';
import type { EtaFigures } from './eta';
import type { Latencies } from './fanout';
import type { IngestFigures } from './ingest';
import type { LighthouseFigures } from './lighthouse';
import type { LoginFigures } from './logins';
import type { MemoryFigures } from './memory';
import type { CsvFigures, ReportFigures } from './reports';
import type { SoakFigures } from './soak';
import type { TrackingFigures } from './tracking-page';
import type { WebhooksFigures } from './webhooks';

// What one run measures, and the target each figure is held to in the closing table.

export const TARGETS = {
  ingestRatio: 0.5,
  fanoutP99Ms: 50,
  memoryBytes: 20 * 1024,
  /** Opening 5,000 tracking streams, against the bare node:http server (issue 17). */
  openStreamsRatio: 3,
  soakFanoutP99Ms: 50,
  trackingJsGzipBytes: 130 * 1024,
  trackingMapMs: 2500,
  reportsMonthP95Ms: 50,
  reportsWholeP95Ms: 500,
  csvRatio: 0.5,
  csvMemoryBytes: 100 * 1024 * 1024,
  lcpMs: 2000,
  cls: 0.05,
  jsBeforePaintBytes: 60 * 1024,
  lighthouseScore: 95,
  etaHalfwayMedianMinutes: 2,
  /** Four scrypt calls at once (libuv's threads) × 32 MiB each, plus room for the requests. */
  loginBurstMemoryBytes: 160 * 1024 * 1024,
};

export interface Results {
  ingest?: IngestFigures;
  /** With the frame (a) received, which its baselines send. */
  single?: Latencies & { frame: string };
  bareFanout?: Latencies;
  twoProcesses?: Latencies;
  redis?: Latencies;
  appMemory?: MemoryFigures;
  bareMemory?: MemoryFigures;
  tracking?: TrackingFigures;
  reports?: ReportFigures;
  csv?: CsvFigures;
  billing?: BillingFigures;
  webhooks?: WebhooksFigures;
  logins?: LoginFigures;
  lighthouse?: LighthouseFigures;
  eta?: EtaFigures;
  soak?: SoakFigures;
}
