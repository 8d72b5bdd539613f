import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver, type SaveState } from './editor-autosave.ts';

const offline = new Error('offline');

function setup(save: (id: string | null) => Promise<{ id: string }>) {
  const states: SaveState['kind'][] = [];
  const confirmed: string[] = [];
  const saver = new Autosaver({
    save,
    onState: (s) => states.push(s.kind),
    onConfirmed: (id) => confirmed.push(id),
    isOffline: (err) => err === offline,
    errorMessage: (err) => String(err),
  });
  return { saver, states, confirmed };
}

describe('Autosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces: many changes within 2 s make one save', async () => {
    const save = vi.fn(() => Promise.resolve({ id: '7' }));
    const { saver, states, confirmed } = setup(save);
    saver.change();
    await vi.advanceTimersByTimeAsync(1500);
    saver.change();
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(null);
    expect(saver.id).toBe('7');
    expect(saver.dirty).toBe(false);
    expect(states.at(-1)).toBe('saved');
    expect(confirmed).toEqual(['7']);
  });

  it('keeps the id: later saves update the same draft', async () => {
    const save = vi.fn((id: string | null) => Promise.resolve({ id: id ?? '9' }));
    const { saver } = setup(save);
    saver.change();
    await vi.advanceTimersByTimeAsync(2000);
    saver.change();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save.mock.calls).toEqual([[null], ['9']]);
  });

  it('never runs two saves at once; a change during a save is saved after it', async () => {
    let release: (v: { id: string }) => void = () => undefined;
    const save = vi.fn(
      (id: string | null) =>
        new Promise<{ id: string }>((r) => {
          release = r;
          void id;
        }),
    );
    const { saver, states } = setup(save);
    saver.change();
    await vi.advanceTimersByTimeAsync(2000);
    saver.change();
    void saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    release({ id: '3' });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('3');
    release({ id: '3' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.dirty).toBe(false);
    expect(states.at(-1)).toBe('saved');
  });

  it('offline: says so and retries with growing pauses until it works', async () => {
    let fail = 2;
    const save = vi.fn(() => (fail-- > 0 ? Promise.reject(offline) : Promise.resolve({ id: '1' })));
    const { saver, states } = setup(save);
    saver.change();
    await vi.advanceTimersByTimeAsync(2000);
    expect(states.at(-1)).toBe('offline');
    expect(saver.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toBe('saved');
  });

  it('a refusal is shown and not retried on its own', async () => {
    const save = vi.fn(() => Promise.reject(new Error('400')));
    const { saver, states } = setup(save);
    saver.change();
    await vi.advanceTimersByTimeAsync(2000);
    expect(states.at(-1)).toBe('error');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.dirty).toBe(true);
  });

  it('flush saves at once; force saves even without changes; stop ends everything', async () => {
    const save = vi.fn(() => Promise.resolve({ id: '5' }));
    const { saver } = setup(save);
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
    await saver.flush(true);
    expect(save).toHaveBeenCalledTimes(1);
    saver.change();
    saver.stop();
    expect(saver.dirty).toBe(false);
    await saver.flush(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('pause holds saves (publishing) and resume picks them up', async () => {
    const save = vi.fn(() => Promise.resolve({ id: '5' }));
    const { saver } = setup(save);
    saver.pause();
    saver.change();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    saver.resume();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
