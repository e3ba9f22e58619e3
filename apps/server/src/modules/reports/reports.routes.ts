import { Readable } from 'node:stream';
import {
  ReportSeriesSchema,
  TripReportQuerySchema,
  TripReportSchema,
  TripRouteSchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { ReportsService } from './reports.service';

const tags = ['reports'];

/** RFC 6266: an ASCII name for old clients and the exact name, percent-encoded, for the rest. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export async function reportsRoutes(
  app: App,
  { reports, tokens }: { reports: ReportsService; tokens: Tokens },
) {
  const admin = requireRole(tokens, 'admin');

  app.get(
    '/api/trips',
    {
      schema: {
        tags,
        summary: "The business's trips of a period, a page at a time, with their totals.",
        operationId: 'listTrips',
        querystring: TripReportQuerySchema,
        response: { 200: TripReportSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => reports.report(authOf(request), request.query, request.publicUrl),
  );

  app.get(
    '/api/reports/daily',
    {
      schema: {
        tags,
        summary: 'Deliveries per day (or week, or month) of a period, for the charts.',
        operationId: 'getDailyReport',
        querystring: TripReportQuerySchema,
        response: { 200: ReportSeriesSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => reports.series(authOf(request), request.query),
  );

  app.get(
    '/api/trips/export.csv',
    {
      schema: {
        tags,
        summary: "The business's trips of a period as a CSV file.",
        description:
          'A `text/csv` attachment (its name in `Content-Disposition`, its row count in `X-Total-Count`).',
        operationId: 'exportTrips',
        querystring: TripReportQuerySchema,
        response: {
          200: {
            description: 'The CSV file, one trip a row.',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses(404),
        },
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const file = await reports.export(authOf(request), request.query);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(file.fileName))
          .header('x-total-count', String(file.rowCount))
          .header('access-control-expose-headers', 'content-disposition, x-total-count')
          .header('cache-control', 'no-store')
          // The CSV text, streamed: documented as the string it adds up to.
          .send(Readable.from(file.body, { objectMode: false }) as unknown as string)
      );
    },
  );

  app.get(
    '/api/trips/:generated_trip_id/route',
    {
      schema: {
        tags,
        summary: 'One trip of the business with its whole route.',
        operationId: 'getTripRoute',
        params: z.object({ generated_trip_id: z.string().min(1).max(64) }),
        response: { 200: TripRouteSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => reports.route(authOf(request), request.params.generated_trip_id),
  );
}
