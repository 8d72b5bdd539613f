/** Why the camera cannot be used, as the page explains it (spec §8 texts). */
export type CameraProblem = 'denied' | 'noCamera' | 'busy' | 'failed';

/**
 * A `getUserMedia` failure as a problem the page can explain. Browsers name the same situations
 * differently: Chrome says `NotReadableError` when another app holds the camera, old Safari
 * `TrackStartError`; a page not served over HTTPS has no `mediaDevices` at all (`unsupported`).
 */
export function cameraProblem(err: unknown): CameraProblem {
  const name = isNamed(err) ? err.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
    case 'NotSupportedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

function isNamed(v: unknown): v is { name: string } {
  return typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string';
}

/** The interface key of each problem's headline; `denied` and `noCamera` are the spec §8 messages. */
export const PROBLEM_TEXT = {
  denied: 'scan.cameraDenied',
  noCamera: 'scan.noCamera',
  busy: 'scan.cameraBusy',
  failed: 'scan.cameraFailed',
} as const;

/** Whether this browser can ask for a camera at all (no `mediaDevices` outside HTTPS, or old). */
export function canAskCamera(nav: Navigator | undefined = globalThis.navigator): boolean {
  return typeof nav?.mediaDevices?.getUserMedia === 'function';
}
