import { CSV_COLUMNS, EXPORT_COLUMNS, formatDuration, reportWords } from '@rutaviva/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext, testDay, testShownDay, testTime } from '../../../test/context';
import { parseCsv } from '../../../test/csv';
import { bearer, createBusiness, createCourier, startTrip } from '../../../test/factories';
import { jpegPhoto, uploadPhoto } from '../../../test/photos';
import { reportScenario } from '../../../test/report-scenario';
import { insertPastTrip } from '../../../test/trip-fixtures';

const ctx = await createTestContext();
const world = await reportScenario(ctx);
const week = `start_date=${testDay('2026-11-17')}&end_date=${testDay('2026-11-21')}`;

async function exportCsv(query: string, session = world.admin) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/trips/export.csv?${query}`,
    headers: bearer(session),
  });
  return { response, rows: parseCsv(response.body.replace(/^\uFEFF/, '')) };
}

describe('GET /api/trips/export.csv', () => {
  it('answers 401 without a session, 400 for bad filters and 404 for a foreign courier', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/trips/export.csv?${week}` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await exportCsv(`start_date=${testDay('2026-11-17')}&end_date=nope&language=klingon`);
    expect(bad.response.statusCode).toBe(400);
    expect(Object.keys(bad.response.json().error.fields)).toEqual(['end_date', 'language']);
    const foreign = await exportCsv(`${week}&courier_id=${world.stranger.courier.id}`);
    expect(foreign.response.statusCode).toBe(404);
  });

  it("writes the spec's 17 columns in order, then proof of delivery, recipient and order reference, labelled in the user's language", async () => {
    const { response, rows } = await exportCsv(week);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const spanish = reportWords('spanish', 'MX').columns;
    expect(rows[0]).toEqual(CSV_COLUMNS.map((column) => spanish[column]));
    expect(rows[0]?.slice(0, 17)).toEqual(EXPORT_COLUMNS.map((column) => spanish[column]));
    expect(rows[0]?.slice(17)).toEqual(['Comprobante de entrega', 'Recibió', 'Referencia del pedido']);
    expect(rows[0]?.[2]).toBe('Repartidor');
    const english = await exportCsv(`${week}&language=english`);
    expect(english.rows[0]?.slice(0, 4)).toEqual(['Date', 'Branch', 'Courier', 'Start time']);
    expect(english.rows[0]?.slice(17)).toEqual(['Proof of delivery', 'Recipient', 'Order reference']);
  });

  it("links the delivery photo (absolute, from PUBLIC_URL, opening without a session) and names the recipient after the spec's columns", async () => {
    const { session } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, session);
    const trip = await startTrip(ctx.app, courier);
    await uploadPhoto(ctx.app, courier, trip.generated_trip_id, await jpegPhoto(), {
      recipient_name: '=Ana',
    });
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const { rows } = await exportCsv(`start_date=${day}&end_date=${day}&tz=UTC`, session);
    const [link, recipient] = rows[1]?.slice(17) ?? [];
    expect(recipient).toBe("'=Ana");
    expect(link).toMatch(
      new RegExp(`^http://rutaviva\\.test/api/trips/${trip.generated_trip_id}/photo\\?key=[0-9a-f]{32}$`),
    );
    // The spreadsheet's link opens the photo without a session (the business's photos are not
    // shown to customers here); a wrong key, or none, opens nothing.
    const path = new URL(link as string).pathname + new URL(link as string).search;
    const opened = await ctx.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    const wrong = await ctx.app.inject({ method: 'GET', url: path.replace(/key=[0-9a-f]{4}/, 'key=0000') });
    expect(wrong.statusCode).toBe(404);
    const bare = await ctx.app.inject({ method: 'GET', url: path.replace(/\?key=.*$/, '') });
    expect(bare.statusCode).toBe(404);
  });

  it("exports only the business's own trips, in the chosen order, with the row count announced", async () => {
    const { response, rows } = await exportCsv(`${week}&sort_by=distance_start_last_update`);
    expect(response.headers['x-total-count']).toBe('7');
    expect(rows).toHaveLength(8);
    expect(rows.slice(1).map((row) => row[10])).toEqual([
      '12.50',
      '6.00',
      '4.20',
      '3.00',
      '2.00',
      '1.00',
      '0.00',
    ]);
  });

  it('formats dates, times, durations, labels, ratings and choices as the screen does', async () => {
    const { rows } = await exportCsv(week);
    const byDistance = new Map(rows.slice(1).map((row) => [row[10], row]));
    expect(byDistance.get('12.50')).toEqual([
      testShownDay('2026-11-19'),
      'Centro',
      'Luis Hernández',
      '12:30',
      '13:15',
      '13:45',
      '13:44',
      '45 min',
      '1 h 15 min',
      '1 h 14 min',
      '12.50',
      '+525511112222',
      'Mala',
      'Producto',
      'Llegó frío,\r\ny "tarde"',
      '',
      'Llamar al cliente',
      '',
      '',
      '',
    ]);
    const fast = byDistance.get('4.20');
    // The default first branch is stored as Headquarters and named in the file's language.
    expect(fast?.slice(0, 4)).toEqual([testShownDay('2026-11-20'), 'Sede principal', 'Ana Ruiz', '10:00']);
    expect(fast?.slice(12, 16)).toEqual([
      'Excelente',
      'Repartidor, Tiempo de entrega',
      'Muy rápido, gracias',
      "'=SUM(A1)",
    ]);
    expect(byDistance.get('1.00')?.[7]).toBe('< 1 min');
    expect(byDistance.get('0.00')?.slice(4, 7)).toEqual(['Nunca registró llegada', 'Nunca registró fin', '']);
    expect(byDistance.get('3.00')?.slice(4, 6)).toEqual(['Aún no registra llegada', 'Entrega en curso']);
    expect(byDistance.get('6.00')?.slice(4, 6)).toEqual(['Nunca registró llegada', '14:30']);
    const english = await exportCsv(`${week}&language=english&sort_by=rating`);
    expect(english.rows[1]?.[12]).toBe('Excellent');
    expect(english.rows[1]?.[13]).toBe('Courier, Delivery time');
    expect(english.rows.at(-1)?.[4]).toBe('Arrival never registered');
    expect(english.rows.slice(1).map((row) => row[1])).toContain('Headquarters');
  });

  it('ends every line with CRLF, the header, each row and the line breaks inside fields alike', async () => {
    const { session } = await createBusiness(ctx.app);
    const branch = (session.branch_names as { id: string }[])[0]?.id ?? '';
    const courier = await createCourier(ctx.app, session, { branch_id: branch });
    const trip = { businessId: session.business_id, branchId: branch, courierId: courier.courier.id };
    await insertPastTrip(ctx.db, { ...trip, start: testTime('2026-11-20T15:00:00Z'), distanceKm: 3 });
    await insertPastTrip(ctx.db, {
      ...trip,
      start: testTime('2026-11-21T15:00:00Z'),
      endedAfter: 20,
      distanceKm: 0.25,
      remarks: 'Una línea\rotra por Mac\r\ny otra por Windows',
      courierNotes: '\rPortón azul\n\nsegundo piso',
      adminNotes: 'Sin saltos',
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/export.csv?${week}&sort_by=distance_start_last_update`,
      headers: bearer(session),
    });
    const bytes = response.rawPayload;
    const lineFeeds = [...bytes.entries()].filter(([, byte]) => byte === 0x0a).map(([at]) => at);
    const returns = [...bytes.entries()].filter(([, byte]) => byte === 0x0d).map(([at]) => at);
    // Every LF follows a CR and every CR comes before an LF: no bare line ending of either kind.
    expect(lineFeeds.length).toBe(1 + 2 + 5);
    expect(lineFeeds.every((at) => bytes[at - 1] === 0x0d)).toBe(true);
    expect(returns.every((at) => bytes[at + 1] === 0x0a)).toBe(true);
    expect(bytes.subarray(-2).toString()).toBe('\r\n');

    const rows = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(1 + Number(response.headers['x-total-count']));
    const row = rows.find((fields) => fields[10] === '0.25');
    expect(row?.slice(14, 17)).toEqual([
      'Una línea\r\notra por Mac\r\ny otra por Windows',
      // A leading carriage return still earns the formula guard's apostrophe.
      "'\r\nPortón azul\r\n\r\nsegundo piso",
      'Sin saltos',
    ]);
  });

  it('names the file after branch, courier and dates', async () => {
    const all = await exportCsv(week);
    expect(all.response.headers['content-disposition']).toContain(
      `filename="reporte_todas-las-sucursales_todos_${testDay('2026-11-17')}_${testDay('2026-11-21')}.csv"`,
    );
    const one = await exportCsv(
      `${week}&branch_id=${world.centro.id}&courier_id=${world.luis.courier.id}&language=english`,
    );
    expect(one.response.headers['content-disposition']).toBe(
      `attachment; filename="report_centro_luis-hernandez_${testDay('2026-11-17')}_${testDay('2026-11-21')}.csv"; filename*=UTF-8''report_centro_luis-hernandez_${testDay('2026-11-17')}_${testDay('2026-11-21')}.csv`,
    );
    expect(one.rows.slice(1).map((row) => row[2])).toEqual([
      'Luis Hernández',
      'Luis Hernández',
      'Luis Hernández',
    ]);
  });

  it('prints durations with the same text as the domain', async () => {
    const minutes = [0, 0.4, 0.99, 1, 1.49, 1.5, 2.5, 59.4, 59.5, 60, 61, 119.6, 120, 135.5, 600];
    const rows = await sql<{ minutes: number; text: string }>`
      select m as minutes, report_duration(m) as text from unnest(${minutes}::float8[]) as m
    `.execute(ctx.db);
    expect(rows.rows.map((row) => row.text)).toEqual(minutes.map((value) => formatDuration(value)));
  });

  it('defuses spreadsheet formulas in every free-text column, names of branches and couriers included', async () => {
    const { session } = await createBusiness(ctx.app, {
      branch_names: ['=HYPERLINK("http://evil.test","x")', '+Sur', '-Norte', '@Este'],
    });
    const branches = session.branch_names as { id: string; name: string }[];
    const names = [
      ['=cmd', '|calc'],
      ['+Ana', 'Ruiz'],
      ['-Luis', 'Pérez'],
      ['@Eva', 'Soto'],
    ];
    for (const [index, branch] of branches.entries()) {
      const [name, last_name] = names[index] as [string, string];
      const courier = await createCourier(ctx.app, session, { name, last_name, branch_id: branch.id });
      await insertPastTrip(ctx.db, {
        businessId: session.business_id,
        branchId: branch.id,
        courierId: courier.courier.id,
        start: testTime(`2026-11-${17 + index}T16:00:00Z`),
        endedAfter: 10,
        rating: 2,
        selected: ['=SUM(A1)', 'product'],
        remarks: '-2+3',
        courierNotes: '\t=1',
        adminNotes: '@A1',
        phone: index === 0 ? '=1+1' : '+525511112222',
      });
    }
    const { rows } = await exportCsv(`${week}&language=english&sort_by=date_creation`, session);
    const body = rows.slice(1);
    expect(body).toHaveLength(4);
    expect(body.map((row) => row[1]).sort()).toEqual([
      "'+Sur",
      "'-Norte",
      `'=HYPERLINK("http://evil.test","x")`,
      "'@Este",
    ]);
    expect(body.map((row) => row[2]).sort()).toEqual([
      "'+Ana Ruiz",
      "'-Luis Pérez",
      "'=cmd |calc",
      "'@Eva Soto",
    ]);
    for (const row of body) {
      expect(row[13]).toBe("'=SUM(A1), Product");
      expect(row.slice(14, 17)).toEqual(["'-2+3", "'\t=1", "'@A1"]);
    }
    expect(body.map((row) => row[11]).sort()).toEqual(["'=1+1", ...Array(3).fill('+525511112222')]);
  });
});
