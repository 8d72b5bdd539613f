import { describe, expect, it } from 'vitest';
import { cameraProblem, canAskCamera, PROBLEM_TEXT } from './camera-errors.ts';
import { claimKey } from './claim-key.ts';
import { scanTarget, SHOWN_TEXT_MAX } from './scan-target.ts';
import { scanEnUS } from './i18n/scan-en-us.ts';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('camera problems', () => {
  it('maps refusals to "Camera permission denied"', () => {
    for (const n of ['NotAllowedError', 'SecurityError', 'PermissionDeniedError']) {
      expect(cameraProblem(named(n))).toBe('denied');
    }
    expect(scanEnUS[PROBLEM_TEXT.denied]).toBe('Camera permission denied');
  });

  it('maps a missing camera to "There is no connected camera"', () => {
    for (const n of ['NotFoundError', 'OverconstrainedError', 'DevicesNotFoundError']) {
      expect(cameraProblem(named(n))).toBe('noCamera');
    }
    // DOMException-like objects that are not Error instances still carry a name.
    expect(cameraProblem({ name: 'NotFoundError' })).toBe('noCamera');
    expect(scanEnUS[PROBLEM_TEXT.noCamera]).toBe('There is no connected camera');
  });

  it('tells a busy camera and unknown failures apart', () => {
    expect(cameraProblem(named('NotReadableError'))).toBe('busy');
    expect(cameraProblem(named('TypeError'))).toBe('failed');
    expect(cameraProblem('weird')).toBe('failed');
    expect(cameraProblem(null)).toBe('failed');
  });

  it('knows when the browser cannot ask for a camera', () => {
    expect(canAskCamera(undefined)).toBe(false);
    expect(canAskCamera({} as Navigator)).toBe(false);
    const nav = { mediaDevices: { getUserMedia: () => Promise.reject(new Error('no')) } };
    expect(canAskCamera(nav as unknown as Navigator)).toBe(true);
  });
});

describe('claim key', () => {
  it('is kept per scan, so a retry reuses it and a rescan gets a new one', () => {
    const s = memory();
    const a = claimKey('1001', s);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(claimKey('1001', s)).toBe(a);
    // Scanning the same code again is a new verify with a new id: a new claim, not a replay.
    expect(claimKey('1002', s)).not.toBe(a);
  });

  it('still gives a key when storage is missing or refuses', () => {
    const broken = memory();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(claimKey('ABCD2345', broken)).toMatch(/^[0-9a-f-]{36}$/);
    expect(claimKey('ABCD2345', undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('scan target', () => {
  it('sends our printed URL and a bare code to the result page', () => {
    expect(scanTarget('https://club.example/scanResult?code=ABC234DEF')).toBe(
      '/scanResult/result?code=ABC234DEF',
    );
    expect(scanTarget('  ABC234DEF ')).toBe('/scanResult/result?code=ABC234DEF');
  });

  it('sends anything else to /fake with what was read, shortened', () => {
    expect(scanTarget('https://elsewhere.example/page')).toBe(
      `/fake?code=${encodeURIComponent('https://elsewhere.example/page')}`,
    );
    const long = 'word '.repeat(100);
    const shown = new URLSearchParams(scanTarget(long).split('?')[1]).get('code') ?? '';
    expect(shown.length).toBe(SHOWN_TEXT_MAX);
    expect(scanTarget('   ')).toBe('/fake');
  });
});
