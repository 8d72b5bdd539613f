import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes.ts';
import { TITLES } from './nav.ts';
import { PAGES } from './pages.ts';

describe('client routes', () => {
  it('has a page and a title for every route of the shared table, and nothing else', () => {
    const paths = ROUTES.map((r) => r.path).sort();
    expect(Object.keys(PAGES).sort()).toEqual(paths);
    expect(Object.keys(TITLES).sort()).toEqual(paths);
  });
});
