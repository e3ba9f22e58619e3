import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, safeNextPath } from '../lib/paths';
import { routes } from './routes';

/** SPEC §2 "Screens and routes", copied by hand so a route dropped from the table fails here. */
const PUBLIC_EXACT = [
  '/',
  '/t',
  '/track-demo',
  '/terms_and_conditions',
  '/about_us',
  '/book_demo',
  '/demo_tour_0',
  '/demo_tour_1',
  '/demo_tour_3',
  '/demo_tour_4',
  '/demo_tour_5',
  '/demo_tour_6',
  '/demo_tour_end',
  '/demo_basic_tour_1',
  '/demo_basic_tour_2',
  '/demo_basic_tour_3',
  '/demo_basic_tour_4',
  '/demo_wsp_tour_1',
  '/courier',
  '/dev/outbox',
];
const PUBLIC_NON_EXACT = [
  '/signup',
  '/login',
  '/password_recovery',
  '/password_reset/u_1/a.b.c',
  '/logout',
  '/salesperson_login',
];
const LOGGED_IN_EXACT = [
  '/my_account',
  '/paypal',
  '/add_card',
  '/buy_sub',
  '/business_info_logged_in',
  '/monitor',
  '/team',
  '/tutorial',
  '/my_subscription',
  '/reports',
  '/reviews',
  '/demo_sms',
  '/design_tracking',
];
/** SPEC §2 logged-in routes that belong to a salesperson (issue 13): behind the salesperson's gate. */
const SALES_EXACT = [
  '/calculadora_sms',
  '/calculadora_wsp',
  '/calculadora_usd',
  '/comisiones2',
  '/panel',
  '/create_prepaid_subscription',
  '/prepago',
];

function matchedIds(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => match.route.id ?? '');
}

function leafId(pathname: string): string | undefined {
  return matchedIds(pathname).at(-1);
}

describe('route table', () => {
  it('serves every public exact route without the login gate, and nothing below it', () => {
    for (const path of PUBLIC_EXACT) {
      expect(leafId(path), path).not.toBe('not-found');
      expect(matchedIds(path), path).not.toContain('private');
      expect(leafId(`${path === '/' ? '' : path}/extra`), `${path}/extra`).toBe('not-found');
    }
  });

  it('serves the non-exact public routes at any depth', () => {
    for (const path of PUBLIC_NON_EXACT) {
      const id = leafId(path);
      expect(id, path).not.toBe('not-found');
      expect(leafId(`${path}/more/segments`), path).toBe(id);
      expect(matchedIds(path), path).not.toContain('private');
    }
    expect(leafId('/password_reset/only-one-segment')).toBe('not-found');
  });

  it('puts every logged-in route behind the login gate, matched exactly', () => {
    for (const path of LOGGED_IN_EXACT) {
      expect(matchedIds(path), path).toContain('private');
      expect(leafId(path), path).not.toBe('not-found');
      expect(leafId(`${path}/extra`), `${path}/extra`).toBe('not-found');
    }
  });

  it('puts every salesperson route behind the salesperson gate, matched exactly', () => {
    for (const path of SALES_EXACT) {
      expect(matchedIds(path), path).toContain('sales');
      expect(matchedIds(path), path).not.toContain('private');
      expect(leafId(`${path}/extra`), `${path}/extra`).toBe('not-found');
    }
  });

  it('gives any other path the not-found screen', () => {
    expect(leafId('/no_such_page')).toBe('not-found');
    expect(leafId('/demo_tour_2')).toBe('not-found');
  });

  it('gives every route an error boundary', () => {
    const missing: string[] = [];
    const visit = (list: typeof routes) => {
      for (const route of list) {
        if (!route.errorElement) missing.push(route.id ?? route.path ?? '?');
        if (route.children) visit(route.children);
      }
    };
    visit(routes);
    expect(missing).toEqual([]);
  });
});

describe('paths', () => {
  it('sends a visitor to /login with the page they wanted, never to another site', () => {
    expect(paths.login('/monitor?x=1')).toBe('/login?next=%2Fmonitor%3Fx%3D1');
    expect(paths.login()).toBe('/login');
    expect(paths.salespersonLogin('/prepago')).toBe('/salesperson_login?next=%2Fprepago');
    expect(safeNextPath('//evil.example')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
  });
});
