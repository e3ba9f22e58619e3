import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One day and country of the operator's read-out (`npm run analytics:report`). */
export interface AnalyticsDay {
  day: string;
  country: string;
  visits: number;
  page_views: number;
  /** Visits that saw each landing section half-way. */
  sections: Record<string, number>;
  /** Visits that reached each step: the landing page, signup, checkout, and a first delivery. */
  funnel: { landing: number; signup: number; checkout: number; first_delivery: number };
}

const SECTIONS = ['hero', 'features', 'how', 'pricing', 'testimonials', 'faq'];

/**
 * Visits (one per browser tab's session id) by the UTC day they started and their country,
 * with their page views, section views and how far they went: landing (`/`) → signup
 * (`/signup`) → checkout (`/buy_sub`, `/add_card` or `/paypal`) → a first delivery of the
 * business the visit signed in to.
 */
export async function analyticsReport(db: Db, from: Date, to: Date): Promise<AnalyticsDay[]> {
  const visits = sql`
    SELECT session_id,
      to_char(min(occurred_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
      coalesce(min(country), '??') AS country,
      count(*) FILTER (WHERE kind = 'page_view') AS page_views,
      bool_or(kind = 'page_view' AND name = '/') AS landing,
      bool_or(kind = 'page_view' AND name = '/signup') AS signup,
      bool_or(kind = 'page_view' AND name IN ('/buy_sub', '/add_card', '/paypal')) AS checkout,
      max(user_id::text)::uuid AS user_id,
      array_agg(DISTINCT name) FILTER (WHERE kind = 'section_view') AS sections
    FROM analytics_events
    WHERE occurred_at >= ${from} AND occurred_at < ${to}
    GROUP BY session_id`;
  const [totals, sections] = await Promise.all([
    sql<{
      day: string;
      country: string;
      visits: string;
      page_views: string;
      landing: string;
      signup: string;
      checkout: string;
      first_delivery: string;
    }>`
      WITH visits AS (${visits})
      SELECT day, country, count(*) AS visits, sum(page_views) AS page_views,
        count(*) FILTER (WHERE landing) AS landing,
        count(*) FILTER (WHERE signup) AS signup,
        count(*) FILTER (WHERE checkout) AS checkout,
        count(*) FILTER (WHERE EXISTS (
          SELECT 1 FROM users u JOIN trips t ON t.business_id = u.business_id WHERE u.id = visits.user_id
        )) AS first_delivery
      FROM visits GROUP BY day, country ORDER BY day DESC, visits DESC`.execute(db),
    sql<{ day: string; country: string; section: string; visits: string }>`
      WITH visits AS (${visits})
      SELECT day, country, section, count(*) AS visits
      FROM visits, unnest(sections) AS section
      GROUP BY day, country, section`.execute(db),
  ]);
  return totals.rows.map((row) => {
    const seen = sections.rows.filter((each) => each.day === row.day && each.country === row.country);
    return {
      day: row.day,
      country: row.country,
      visits: Number(row.visits),
      page_views: Number(row.page_views),
      sections: Object.fromEntries(
        SECTIONS.map((name) => [name, Number(seen.find((each) => each.section === name)?.visits ?? 0)]),
      ),
      funnel: {
        landing: Number(row.landing),
        signup: Number(row.signup),
        checkout: Number(row.checkout),
        first_delivery: Number(row.first_delivery),
      },
    };
  });
}
