import { describe, expect, it } from 'vitest';
import { debugEnabled } from './debug-switch.ts';
import { isBlockedKey, installDevtoolsGuard } from './devtools-guard.ts';

const where = (over: Partial<Parameters<typeof debugEnabled>[0]> = {}) => ({
  search: '',
  hostname: 'club.example.com',
  enableDebug: null,
  ...over,
});

describe('the debug switch (spec §2)', () => {
  it('is off by default', () => expect(debugEnabled(where())).toBe(false));
  it('is on with debug=true in the URL, and only with true', () => {
    expect(debugEnabled(where({ search: '?a=1&debug=true' }))).toBe(true);
    expect(debugEnabled(where({ search: '?debug=1' }))).toBe(false);
  });
  it('is on when local storage enable_debug is "true"', () => {
    expect(debugEnabled(where({ enableDebug: 'true' }))).toBe(true);
    expect(debugEnabled(where({ enableDebug: 'false' }))).toBe(false);
  });
  it('is on when the host name contains test or dev', () => {
    expect(debugEnabled(where({ hostname: 'club-test.example.com' }))).toBe(true);
    expect(debugEnabled(where({ hostname: 'dev.example.com' }))).toBe(true);
  });
});

const key = (k: string, mods: { ctrl?: boolean; shift?: boolean } = {}) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  shiftKey: mods.shift ?? false,
  metaKey: false,
  altKey: false,
});

describe('the developer-tools guard (spec §2)', () => {
  it('blocks F12, Ctrl+Shift+I and Shift+F10, nothing else', () => {
    expect(isBlockedKey(key('F12'))).toBe(true);
    expect(isBlockedKey(key('I', { ctrl: true, shift: true }))).toBe(true);
    expect(isBlockedKey(key('F10', { shift: true }))).toBe(true);
    expect(isBlockedKey(key('i', { ctrl: true }))).toBe(false);
    expect(isBlockedKey(key('F10'))).toBe(false);
    expect(isBlockedKey(key('a'))).toBe(false);
  });

  it('suppresses the blocked keys and the context menu, and can be removed', () => {
    const listeners = new Map<string, (e: Event) => void>();
    const target = {
      addEventListener: (name: string, fn: (e: Event) => void) => listeners.set(name, fn),
      removeEventListener: (name: string) => listeners.delete(name),
    } as unknown as Window;
    const remove = installDevtoolsGuard(target);
    const event = (props: object) => {
      let prevented = false;
      return {
        ...props,
        preventDefault: () => (prevented = true),
        stopPropagation: () => undefined,
        get prevented() {
          return prevented;
        },
      };
    };
    const f12 = event(key('F12'));
    listeners.get('keydown')?.(f12 as unknown as Event);
    expect(f12.prevented).toBe(true);
    const letter = event(key('a'));
    listeners.get('keydown')?.(letter as unknown as Event);
    expect(letter.prevented).toBe(false);
    const menu = event({});
    listeners.get('contextmenu')?.(menu as unknown as Event);
    expect(menu.prevented).toBe(true);
    remove();
    expect(listeners.size).toBe(0);
  });
});
