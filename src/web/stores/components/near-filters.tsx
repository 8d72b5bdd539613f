import { STORE_TYPES, type StoreType } from '../../../shared/schemas/stores.ts';
import { Segment } from '../../app/segment.tsx';
import { useT } from '../../i18n/i18n.ts';
import { formatDistance } from '../distance.ts';

export const RADII_KM = ['1', '5', '20'] as const;
export type RadiusKm = (typeof RADII_KM)[number];
const TYPE_OPTIONS = ['all', ...STORE_TYPES] as const;

/** Type filter, and the radius when the list is around a position (a city has no radius). */
export function NearFilters(props: {
  type: StoreType | null;
  onType: (type: StoreType | null) => void;
  radius: RadiusKm | null;
  onRadius: (radius: RadiusKm) => void;
  locale: string;
}) {
  const t = useT();
  const { type, onType, radius, onRadius, locale } = props;
  return (
    <div className="vc-store-filters">
      <Segment
        label={t('stores.typeFilter')}
        options={TYPE_OPTIONS}
        value={type ?? 'all'}
        text={(o) => (o === 'all' ? t('stores.typeAll') : t(`stores.type.${o}`))}
        onSelect={(o) => onType(o === 'all' ? null : o)}
        testId="store-type"
      />
      {radius ? (
        <Segment
          label={t('stores.radius')}
          options={RADII_KM}
          value={radius}
          text={(o) => formatDistance(Number(o) * 1000, locale)}
          onSelect={onRadius}
          testId="store-radius"
        />
      ) : null}
    </div>
  );
}
