import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative-time.ts';

const now = Date.parse('2026-03-12T12:00:00Z');
const ago = (s: number) => new Date(now - s * 1000).toISOString();

describe('relative time', () => {
  it('uses the largest whole unit', () => {
    expect(formatRelative(ago(10), 'en-US', now)).toBe('now');
    expect(formatRelative(ago(5 * 60), 'en-US', now)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3600 + 59 * 60), 'en-US', now)).toBe('3 hours ago');
    expect(formatRelative(ago(24 * 3600), 'en-US', now)).toBe('yesterday');
    expect(formatRelative(ago(400 * 24 * 3600), 'en-US', now)).toBe('last year');
  });

  it('speaks the interface language and never shows the future', () => {
    expect(formatRelative(ago(2 * 24 * 3600), 'ru-RU', now)).toBe('позавчера');
    expect(formatRelative(ago(-30), 'en-US', now)).toBe('now');
    expect(formatRelative('not a date', 'en-US', now)).toBe('');
  });
});
