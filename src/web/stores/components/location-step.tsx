import { EnvironmentOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useT } from '../../i18n/i18n.ts';
import type { Position } from '../position-store.ts';
import { LOCATE_MESSAGES, useLocate } from './use-locate.ts';

/**
 * Step 2: the store's coordinates from the browser. The API cannot place a store without them, so a
 * refusal is explained plainly with a way to retry. When rating a known store its location is used
 * until the member asks for their own.
 */
export function LocationStep(props: {
  lat: number | null;
  lng: number | null;
  fromStore: boolean;
  onPosition: (p: Position) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const { lat, lng, fromStore, onPosition, error } = props;
  const got = useCallback((p: Position) => onPosition(p), [onPosition]);
  const { state, run } = useLocate(got);
  const message = LOCATE_MESSAGES[state];
  const failed = state === 'unsupported' || state === 'denied' || state === 'unavailable';
  const coords = lat !== null && lng !== null ? { lat: lat.toFixed(5), lng: lng.toFixed(5) } : null;
  return (
    <div className="vc-store-location" data-testid="store-location-step">
      <button
        type="button"
        className="vc-button vc-button--soft"
        onClick={() => void run()}
        disabled={state === 'locating'}
        data-testid="store-get-location"
      >
        <EnvironmentOutline aria-hidden /> {failed ? t('stores.retryLocation') : t('stores.getLocation')}
      </button>
      <p
        className={`vc-store-locate__status${failed ? ' is-problem' : ''}`}
        role="status"
        data-testid="store-location-status"
      >
        {message ? t(message) : ''}
      </p>
      {coords ? (
        <p className="vc-store-location__coords" data-testid="store-coordinates">
          {fromStore ? t('stores.fromStore', coords) : t('stores.coordinates', coords)}
        </p>
      ) : (
        <p
          className={error || failed ? 'vc-field__error' : 'vc-field__hint'}
          role={error ? 'alert' : undefined}
        >
          {t('stores.locationRequired')}
        </p>
      )}
    </div>
  );
}
