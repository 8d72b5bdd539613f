import { AddOutline, EnvironmentOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { StoreType } from '../../../shared/schemas/stores.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import type { NearWhere } from '../api/near-api.ts';
import { CitySearch } from '../components/city-search.tsx';
import { NearFilters, type RadiusKm } from '../components/near-filters.tsx';
import { NearList } from '../components/near-list.tsx';
import { TopStores } from '../components/top-stores.tsx';
import { LOCATE_MESSAGES, useLocate } from '../components/use-locate.ts';
import { readPosition, writePosition, type Position } from '../position-store.ts';
import '../stores.css';

/**
 * `/store`: nearby stores as a distance-sorted list (no map: it works on every phone and needs no
 * map provider), filtered by type and radius. The position comes from the browser on request and is
 * remembered for the session; a city search is the fallback when it is refused or unsupported.
 */
export default function StoresTabPage() {
  const t = useT();
  const locale = LANGUAGE_TAGS[useLanguage((s) => s.language)];
  const [position, setPosition] = useState<Position | null>(() => readPosition());
  const [city, setCity] = useState('');
  const [type, setType] = useState<StoreType | null>(null);
  const [radius, setRadius] = useState<RadiusKm>('5');
  const onPosition = useCallback((p: Position) => {
    writePosition(p);
    setPosition(p);
    setCity('');
  }, []);
  const { state, run } = useLocate(onPosition);
  const message = LOCATE_MESSAGES[state];

  // A searched city wins over a remembered position: it is what the member asked last.
  const where: NearWhere | null = city ? { city } : position ? { position, radiusKm: Number(radius) } : null;

  return (
    <div className="vc-stores" data-testid="stores-tab">
      <header className="vc-stores__head">
        <div>
          <h2 className="vc-stores__title">{t('stores.tabTitle')}</h2>
          <p className="vc-muted vc-stores__lead">{t('stores.tabLead')}</p>
        </div>
        <Link className="vc-button vc-button--primary" to="/store/share" data-testid="store-share-link">
          <AddOutline aria-hidden /> {t('stores.shareButton')}
        </Link>
      </header>

      <TopStores position={position} locale={locale} />

      <section className="vc-card vc-store-locate" aria-label={t('stores.useLocation')}>
        <button
          type="button"
          className="vc-button vc-button--soft"
          onClick={() => void run()}
          disabled={state === 'locating'}
          data-testid="store-locate"
        >
          <EnvironmentOutline aria-hidden /> {t('stores.useLocation')}
        </button>
        <p
          className={`vc-store-locate__status${state === 'got' || state === 'locating' ? '' : ' is-problem'}`}
          role="status"
          data-testid="store-locate-status"
        >
          {message ? t(message) : ''}
        </p>
        <CitySearch initial={city} onCity={setCity} />
      </section>

      <NearFilters
        type={type}
        onType={setType}
        radius={where && 'position' in where ? radius : null}
        onRadius={setRadius}
        locale={locale}
      />

      {where ? (
        <NearList where={where} type={type} locale={locale} />
      ) : (
        <div className="vc-card vc-empty">
          <p className="vc-empty__text">{t('stores.startHint')}</p>
        </div>
      )}
    </div>
  );
}
