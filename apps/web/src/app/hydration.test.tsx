import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMatchedRoutes } from './hydration';

function Page() {
  return null;
}

describe('loading the routes of a prerendered page before hydrating', () => {
  it('resolves the lazy routes the address matches, and only those', async () => {
    const loaded: string[] = [];
    const lazy = (id: string) => async () => {
      loaded.push(id);
      return { Component: Page };
    };
    const landing: RouteObject = { id: 'landing', path: '/', lazy: lazy('landing') };
    const demo: RouteObject = { id: 'book-demo', path: '/book_demo', lazy: lazy('book-demo') };
    const shell: RouteObject = { id: 'shell', lazy: lazy('shell'), children: [{ path: '/panel' }] };
    const routes: RouteObject[] = [{ id: 'root', children: [landing, demo, shell] }];

    await loadMatchedRoutes(routes, '/book_demo');
    expect(loaded).toEqual(['book-demo']);
    expect(demo).toMatchObject({ Component: Page, lazy: undefined });
    expect(landing.lazy).toBeTypeOf('function');
  });

  it('leaves a route whose code fails to the router', async () => {
    const failing: RouteObject = {
      path: '/about_us',
      lazy: async () => {
        throw new Error('offline');
      },
    };
    await loadMatchedRoutes([failing], '/about_us');
    expect(failing.lazy).toBeTypeOf('function');
    expect(failing.Component).toBeUndefined();
  });
});
