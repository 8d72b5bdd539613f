import { describe, expect, it } from 'vitest';
import { matchRoute, routerPath } from './routes.ts';

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

  it('turns {id} into a router parameter', () => {
    expect(routerPath('/article/{id}')).toBe('/article/:id');
  });
});
