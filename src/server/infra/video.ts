/**
 * ffprobe and ffmpeg from the system (Debian package `ffmpeg`), run as child processes.
 * To be built (issue 13): probe, transcode with progress, frame and strip extraction.
 */
export interface ProbeResult {
  /** The container's duration. */
  durationMs: number;
  /** As displayed: a rotation flag of 90 or 270 swaps the coded width and height. */
  width: number;
  height: number;
  /** The rotation flag (display matrix or `rotate` tag), 0, 90, 180 or 270. */
  rotation: number;
  videoCodec: string | null;
  audioCodec: string | null;
  pixFmt: string | null;
  formatName: string;
}

export interface VideoTools {
  /** Null when the file is not something ffprobe can read as media. */
  probe(file: string): Promise<ProbeResult | null>;
  /** Runs ffmpeg with `args`; `onProgress` gets 0-1 from `-progress` against `durationMs`. */
  ffmpeg(
    args: string[],
    opts?: { durationMs?: number; onProgress?: (fraction: number) => void },
  ): Promise<void>;
}

/** The system's ffmpeg and ffprobe. */
export function systemVideoTools(_ffmpegPath: string, _ffprobePath: string): VideoTools {
  return {
    probe: () => Promise.reject(new Error('not built yet')),
    ffmpeg: () => Promise.reject(new Error('not built yet')),
  };
}
