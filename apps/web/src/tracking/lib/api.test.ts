import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTrip, sendReview } from './api';
import { demoTrip } from './demo';

const answer = (status: number, body: unknown) => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
};

afterEach(() => vi.unstubAllGlobals());

describe('fetchTrip', () => {
  it('resolves with the public trip the server sends', async () => {
    const trip = demoTrip(1_000, 'english');
    answer(200, { ...trip, extra_field: 'dropped' });
    expect(await fetchTrip('demo')).toEqual({ kind: 'found', trip });
  });

  it('tells a 404 apart from other failures', async () => {
    answer(404, { error: { code: 'trip_not_found', message: 'Not found' } });
    expect(await fetchTrip('nope')).toEqual({ kind: 'not_found' });
    answer(500, { error: { code: 'internal_error', message: 'Oops' } });
    expect(await fetchTrip('x')).toEqual({ kind: 'failed' });
  });

  it('treats an answer that is not a public trip as a failed load, as a network error', async () => {
    const { company_name: _missing, ...withoutCompany } = demoTrip(1_000, 'english');
    answer(200, withoutCompany);
    expect(await fetchTrip('demo')).toEqual({ kind: 'failed' });
    vi.stubGlobal('fetch', async () => new Response('<html>not json</html>', { status: 200 }));
    expect(await fetchTrip('demo')).toEqual({ kind: 'failed' });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchTrip('demo')).toEqual({ kind: 'failed' });
  });
});

describe('sendReview', () => {
  const review = { rating: 3 as const, selected: ['courier'] };

  it('saves, and tells a second review from other refusals', async () => {
    answer(200, { trip_id: 't', generated_trip_id: 'g', rating: 3, selected: ['courier'] });
    expect(await sendReview('g', review)).toBe('saved');
    answer(409, { error: { code: 'already_reviewed', message: 'Already reviewed' } });
    expect(await sendReview('g', review)).toBe('already_reviewed');
    answer(409, { error: { code: 'trip_not_ended', message: 'Not yet' } });
    expect(await sendReview('g', review)).toBe('failed');
  });
});
