import { describe, expect, it } from 'vitest';
import { matchRoute, routeOf } from './routes.ts';

describe('route table', () => {
  it('matches known paths, with or without query and trailing slash', () => {
    expect(matchRoute('/login?needBack=1')?.path).toBe('/login');
    expect(matchRoute('/setting/nickName/')?.path).toBe('/setting/nickName');
    expect(matchRoute('/')?.path).toBe('/');
  });

  it('has no match for unknown or unbuilt paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/setting/nickName/extra')).toBeNull();
  });

  it('gives the {id} of a path as its parameter', () => {
    expect(routeOf('/article/12?from=feed')).toMatchObject({
      def: { path: '/article/{id}' },
      params: { id: '12' },
    });
    expect(routeOf('/setting/nickName')?.params).toEqual({});
  });
});
