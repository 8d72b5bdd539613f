import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { videoFixtures } from '../reels/video-fixtures.ts';
import { processesMatching } from '../test/processes.ts';
import { parseProbe, systemVideoTools } from './video.ts';

const tools = systemVideoTools('ffmpeg', 'ffprobe');
const clips = videoFixtures();
afterAll(() => clips.cleanup());

describe('system video tools', () => {
  it('probes a clip: duration, size as displayed, codecs', async () => {
    const file = await clips.clip({ seconds: 2, width: 160, height: 96 });
    const probe = await tools.probe(file);
    expect(probe).toMatchObject({
      width: 160,
      height: 96,
      rotation: 0,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(probe?.pixFmt).toBe('yuv420p');
    expect(Math.abs((probe?.durationMs ?? 0) - 2000)).toBeLessThan(150);
  });

  it('reads a rotation flag and swaps the displayed size', async () => {
    const file = await clips.clip({ seconds: 1, width: 160, height: 96, rotate: 90, audio: false });
    expect(await tools.probe(file)).toMatchObject({ width: 96, height: 160, rotation: 90, audioCodec: null });
    const flagged = { streams: [{ codec_type: 'video', width: 4, height: 2, tags: { rotate: '270' } }] };
    expect(parseProbe(flagged)).toMatchObject({ width: 2, height: 4, rotation: 270 });
  });

  it('reads sound without a picture as no video, and is null for no media or no file', async () => {
    expect(await tools.probe(await clips.tone(1))).toMatchObject({ videoCodec: null, width: 0, height: 0 });
    expect((await tools.probe(await clips.tone(1)))?.audioCodec).toBeTruthy();
    expect(await tools.probe('/nonexistent/file.mp4')).toBeNull();
  });

  it('reports progress and fails with the end of stderr', async () => {
    const seen: number[] = [];
    const out = `${clips.dir}/progress.mp4`;
    await tools.ffmpeg(
      [
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=64x64:rate=10:duration=2',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        out,
      ],
      {
        durationMs: 2000,
        onProgress: (f) => seen.push(f),
      },
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBeGreaterThan(0.9);
    expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
    await expect(tools.ffmpeg(['-i', '/nonexistent/in.mp4', `${clips.dir}/x.mp4`])).rejects.toThrow(
      /exited with 1.*nonexistent/s,
    );
  });

  it('ends an aborted ffmpeg, leaving no process, and rejects with the reason', async () => {
    // `-re`: a 60 s source read in real time, so the run is still going when aborted.
    const out = `${clips.dir}/aborted-${randomUUID()}.mp4`;
    const args = ['-y', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=64x64:rate=10:duration=60', out];
    const controller = new AbortController();
    let progressed = false;
    const run = tools.ffmpeg(args, {
      durationMs: 60_000,
      onProgress: () => (progressed = true),
      signal: controller.signal,
    });
    for (let i = 0; i < 100 && !progressed; i++) await sleep(50);
    expect(processesMatching(out)).toHaveLength(1);
    const started = Date.now();
    controller.abort(new Error('stopping'));
    await expect(run).rejects.toThrow('stopping');
    // SIGTERM is enough for ffmpeg: well before the 2 s SIGKILL.
    expect(Date.now() - started).toBeLessThan(1500);
    expect(processesMatching(out)).toEqual([]);
  });
});
