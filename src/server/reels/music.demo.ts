import type { VideoTools } from '../infra/video.ts';

/**
 * Demo music synthesised by ffmpeg's `aevalsrc` (docs/decisions/069): a chord progression played as
 * a pad, an arpeggio or plucked chords over a bass note, with an optional beat, through an echo and
 * a limiter. Honest placeholders: audibly synthetic, but in tune and in time.
 */
export interface DemoRecipe {
  bpm: number;
  style: 'pad' | 'arp' | 'pluck';
  beat: 'none' | 'soft' | 'four';
  /** One chord per bar, as MIDI notes (60 = middle C); the progression loops. */
  chords: number[][];
}

export const DEFAULT_RECIPE: DemoRecipe = {
  bpm: 96,
  style: 'pluck',
  beat: 'soft',
  chords: [
    [57, 60, 64],
    [53, 57, 60],
    [48, 52, 55],
    [55, 59, 62],
  ],
};

const hz = (midi: number) => (440 * 2 ** ((midi - 69) / 12)).toFixed(3);
const num = (n: number) => n.toFixed(4);

/** `if(eq(ld(1),0),a,if(eq(ld(1),1),b,...))`: the value for the current chord (index in var 1). */
function perChord(values: string[]): string {
  return values.reduceRight(
    (rest, v, i) => (i === values.length - 1 ? v : `if(eq(ld(1),${i}),${v},${rest})`),
    '',
  );
}

/**
 * The mono expression. Variables (`st`/`ld`; 0 is `random`'s seed): 1 chord index, 2 time in the
 * bar, 3-5 the chord's voices in Hz, 6 time in the beat. Each sound starts from phase 0 under its
 * envelope, so frequency changes never click.
 */
export function demoExpression(r: DemoRecipe): string {
  const beat = 60 / r.bpm;
  const bar = beat * 4;
  const loop = bar * r.chords.length;
  const voice = (v: number) => perChord(r.chords.map((c) => hz(c[v] ?? c[0] ?? 60)));
  const parts = [
    `st(1,floor(mod(t,${num(loop)})/${num(bar)}))`,
    `st(2,mod(t,${num(bar)}))`,
    `st(3,${voice(0)})`,
    `st(4,${voice(1)})`,
    `st(5,${voice(2)})`,
    `st(6,mod(t,${num(beat)}))`,
  ];
  const chord = (env: string, time: string) =>
    `(sin(2*PI*ld(3)*${time})+sin(2*PI*ld(4)*${time})+sin(2*PI*ld(5)*${time}))*${env}`;
  const fade = `min(1,ld(2)*3)*min(1,(${num(bar)}-ld(2))*3)`;
  const sounds: string[] = [];
  // Bass: the root two octaves down, held through the bar.
  sounds.push(`0.22*sin(2*PI*ld(3)/4*ld(2))*${fade}`);
  if (r.style === 'pad') {
    sounds.push(`0.12*${chord(fade, 'ld(2)')}*(0.8+0.2*sin(2*PI*0.25*t))`);
  } else if (r.style === 'pluck') {
    sounds.push(`0.14*${chord('min(1,ld(6)*300)*exp(-ld(6)*5)', 'ld(6)')}`);
    sounds.push(`0.04*${chord(fade, 'ld(2)')}`);
  } else {
    // Arpeggio in eighths, up and down the chord, an octave up.
    const step = beat / 2;
    parts.push(`st(7,mod(floor(ld(2)/${num(step)}),4))`, `st(8,mod(ld(2),${num(step)}))`);
    const note = 'if(eq(ld(7),0),ld(3),if(eq(ld(7),2),ld(5),ld(4)))*2';
    sounds.push(`0.22*sin(2*PI*${note}*ld(8))*min(1,ld(8)*300)*exp(-ld(8)*7)`);
    sounds.push(`0.04*${chord(fade, 'ld(2)')}`);
  }
  if (r.beat !== 'none') {
    // Kick on the beat (every other beat when soft), a falling sine; hi-hat noise on the off-beat.
    const kickAt = r.beat === 'four' ? 'ld(6)' : `mod(t,${num(beat * 2)})`;
    const level = r.beat === 'four' ? 0.45 : 0.3;
    sounds.push(`${level}*sin(2*PI*(45+110*exp(-${kickAt}*25))*${kickAt})*exp(-${kickAt}*9)`);
    sounds.push(`0.05*(random(0)*2-1)*exp(-mod(t+${num(beat / 2)},${num(beat)})*45)`);
  }
  return `${parts.join(';')};${sounds.join('+')}`;
}

/** Writes `seconds` of the recipe to `file` as AAC 128 kb/s, 44.1 kHz stereo in MP4 (`.m4a`). */
export async function makeDemoTrack(
  tools: VideoTools,
  file: string,
  seconds: number,
  recipe: DemoRecipe = DEFAULT_RECIPE,
): Promise<void> {
  const source = `aevalsrc=exprs='${demoExpression(recipe)}':s=44100:d=${seconds}`;
  const fadeOut = Math.max(0, seconds - 1.5);
  const shape = `aecho=0.8:0.5:110|170:0.25|0.15,afade=t=in:d=0.3,afade=t=out:st=${fadeOut}:d=1.5,volume=2,alimiter=limit=0.9`;
  await tools.ffmpeg(
    ['-y', '-f', 'lavfi', '-i', source, '-af', shape, '-ac', '2', '-c:a', 'aac', '-b:a', '128k'].concat([
      '-map_metadata',
      '-1',
      '-movflags',
      '+faststart',
      file,
    ]),
    { durationMs: seconds * 1000 },
  );
}
