import { useCallback, useRef, useState } from 'react';
import type { UiKey } from '../../i18n/en-us.ts';
import { locate, type LocateFailure } from '../geolocation.ts';
import type { Position } from '../position-store.ts';

export type LocateState = 'idle' | 'locating' | 'got' | LocateFailure;

/** The message of each state, said in the page's role=status region. */
export const LOCATE_MESSAGES: Record<LocateState, UiKey | null> = {
  idle: null,
  locating: 'stores.locating',
  got: 'stores.locationGot',
  unsupported: 'stores.geoUnsupported',
  denied: 'stores.geoDenied',
  unavailable: 'stores.geoUnavailable',
};

/** Asks the browser for the position on demand; a second tap while asking is ignored. */
export function useLocate(onPosition: (p: Position) => void) {
  const [state, setState] = useState<LocateState>('idle');
  const busy = useRef(false);
  const run = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState('locating');
    const result = await locate();
    busy.current = false;
    if (result.ok) {
      setState('got');
      onPosition(result.position);
    } else {
      setState(result.reason);
    }
  }, [onPosition]);
  return { state, run };
}
