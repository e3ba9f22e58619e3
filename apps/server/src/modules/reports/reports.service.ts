import {
  averageMinutes,
  branchDisplayName,
  CSV_COLUMNS,
  exportFileName,
  type ReportSeries,
  type ReportTotals,
  reportWords,
  seriesBucket,
  type TripReportQuery,
} from '@rutaviva/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import { requireTrip } from '../access';
import { pointsOf } from '../trips/points.repo';
import { presentRoute } from '../trips/trips.presenters';
import { copyCsv, exportQuery } from './export.repo';
import { reportScope } from './report-scope';
import { presentReportTrip } from './reports.presenters';
import * as repo from './reports.repo';

type FilterQuery = Pick<TripReportQuery, 'start_date' | 'end_date' | 'branch_id' | 'courier_id' | 'tz'>;

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Reports of a business's trips: GET /api/trips, /api/reports/daily and the CSV export. */
export class ReportsService {
  constructor(private readonly deps: { db: Db; clock: Clock; publicUrl: string }) {}

  /** `publicUrl`, the request's, is where the trips' tracking links point. */
  async report(auth: SessionClaims, query: TripReportQuery, publicUrl: string) {
    const { db, clock } = this.deps;
    const filter = await this.filterOf(auth, query);
    const offset = (query.page - 1) * query.page_size;
    // One snapshot, so the page and the totals agree about a trip ending meanwhile.
    const [rows, totals] = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(
        async (trx) =>
          [
            await repo.tripPage(trx, filter, query.sort_by, query.page_size, offset),
            await repo.totals(trx, filter),
          ] as const,
      );
    return {
      trips: rows.map((row) => presentReportTrip(row, publicUrl, clock.now())),
      totals: presentTotals(totals),
      page: query.page,
      page_size: query.page_size,
      total_count: totals.deliveries,
      time_zone: filter.timeZone,
    };
  }

  async series(auth: SessionClaims, query: FilterQuery): Promise<ReportSeries> {
    const filter = await this.filterOf(auth, query);
    const bucket = seriesBucket(query.start_date, query.end_date);
    const rows = await repo.series(this.deps.db, filter, bucket);
    return {
      bucket,
      time_zone: filter.timeZone,
      points: rows.map((row) => ({
        date: row.date,
        deliveries: row.deliveries,
        average_arrival_minutes: averageMinutes(row.arrival_sum, row.arrival_count),
        average_end_minutes: averageMinutes(row.end_sum, row.end_count),
        ratings: { bad: row.bad, okay: row.okay, excellent: row.excellent, unrated: row.unrated },
      })),
    };
  }

  /** The CSV: a header in the user's language, then the rows as PostgreSQL's COPY streams them. */
  async export(auth: SessionClaims, query: TripReportQuery) {
    const { db, clock } = this.deps;
    const scope = await reportScope(db, auth, query);
    const filter = this.toFilter(scope, query);
    const { names, country, language: userLanguage } = scope;
    const language = query.language ?? userLanguage;
    const words = reportWords(language, country);
    const header = CSV_COLUMNS.map((column) => csvField(words.columns[column])).join(',');
    const rowCount = await repo.countTrips(db, filter);
    const sql = exportQuery(db, filter, query.sort_by, words, clock.now(), this.deps.publicUrl);
    async function* body() {
      // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
      yield Buffer.from(`\uFEFF${header}\r\n`);
      yield* copyCsv(db, sql);
    }
    return {
      fileName: exportFileName({
        branchName: names.branch ? branchDisplayName(names.branch.name, language) : null,
        courierName: names.courier ? `${names.courier.name} ${names.courier.last_name}` : null,
        startDate: query.start_date,
        endDate: query.end_date,
        language,
      }),
      rowCount,
      body: body(),
    };
  }

  private async filterOf(auth: SessionClaims, query: FilterQuery) {
    return this.toFilter(await reportScope(this.deps.db, auth, query), query);
  }

  private toFilter(scope: { businessId: string; timeZone: string }, query: FilterQuery): repo.ReportFilter {
    return {
      businessId: scope.businessId,
      timeZone: scope.timeZone,
      startDate: query.start_date,
      endDate: query.end_date,
      branchId: query.branch_id,
      courierId: query.courier_id,
    };
  }

  /** The whole route of one of the business's trips, ended or not (the reports' map). */
  async route(auth: SessionClaims, generatedTripId: string) {
    const trip = await requireTrip(this.deps.db, auth, generatedTripId);
    return {
      trip_id: trip.id,
      generated_trip_id: trip.generated_trip_id,
      ...presentRoute(await pointsOf(this.deps.db, trip.id)),
    };
  }
}

function presentTotals(row: repo.TotalsRow): ReportTotals {
  return {
    deliveries: row.deliveries,
    average_arrival_minutes: averageMinutes(row.arrival_sum, row.arrival_count),
    average_end_minutes: averageMinutes(row.end_sum, row.end_count),
    distance_km: row.distance_km,
    ratings: { bad: row.bad, okay: row.okay, excellent: row.excellent, unrated: row.unrated },
    flags: {
      slow_arrival: row.slow_arrival,
      long_delivery: row.long_delivery,
      suspicious_arrival: row.suspicious_arrival,
    },
  };
}
