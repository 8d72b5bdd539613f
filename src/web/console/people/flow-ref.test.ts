import { describe, expect, it } from 'vitest';
import { interpolate } from '../../../shared/i18n.ts';
import { CONSOLE_CATALOGS, type AnyConsoleKey } from '../i18n/console-catalogs.ts';
import { flowRef } from './flow-ref.ts';

const t = (key: AnyConsoleKey, params?: Record<string, string>) =>
  interpolate((CONSOLE_CATALOGS.en_US as Record<string, string>)[key] ?? '', params);

describe('flowRef', () => {
  it('reads the ledger references', () => {
    expect(flowRef('code:5', t)).toBe('QR code #5');
    expect(flowRef('activity:7:2', t)).toBe('Activity #7');
    expect(flowRef('welcome', t)).toBe('Welcome gift');
  });

  it("shows a grant's reason and anything unknown as it is", () => {
    expect(flowRef('Event prize', t)).toBe('Event prize');
    expect(flowRef('thing:3', t)).toBe('thing:3');
    expect(flowRef(null, t)).toBe('');
  });
});
