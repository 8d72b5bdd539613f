import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from '../../app/routing.tsx';
import type { StoreDetail } from '../../../shared/schemas/stores.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { storeQuery } from '../api/store-api.ts';
import { ShareForm } from '../components/share-form.tsx';
import { emptyDraft, readDraft, type ShareDraft } from '../share-draft.ts';
import '../stores.css';

/** A known store's facts as the start of a share: the member adds a photo, a rating and products. */
function fromStore(store: StoreDetail): ShareDraft {
  return {
    ...emptyDraft(store.id, store.country),
    lat: store.lat,
    lng: store.lng,
    name: store.name,
    type: store.type,
    area: store.area,
    city: store.city,
    county: store.county,
    address: store.address,
    postalCode: store.postalCode ?? '',
  };
}

/**
 * `/store/share` (`?storeId=` to rate a known store): photo, location step, form. A draft kept in the
 * session wins over the prefill, so coming back continues where the member left off.
 */
export default function StoreSharePage() {
  const t = useT();
  const storeId = useSearchParams()[0].get('storeId') ?? '';
  const token = useUserStore((s) => s.token);
  const countryCode = useUserStore((s) => s.countryCode);
  const [draft] = useState(() => readDraft(storeId));
  const store = useQuery({ ...storeQuery(storeId, token), enabled: storeId !== '' && draft === null });
  const fallback = useQueryFallback(store);

  let initial: ShareDraft | null = draft;
  if (!initial && storeId === '') initial = emptyDraft('', countryCode);
  if (!initial && store.data) initial = fromStore(store.data);
  if (!initial) return fallback;

  return (
    <div className="vc-stores" data-testid="store-share-page">
      {/* The header above already names the page. */}
      <p className="vc-muted vc-stores__lead">{t('stores.shareLead')}</p>
      <ShareForm key={storeId} initial={initial} knownLocation={draft === null && storeId !== ''} />
    </div>
  );
}
