import type { StoreType } from '../../../shared/schemas/stores.ts';
import { useT } from '../../i18n/i18n.ts';

export function TypeBadge({ type }: { type: StoreType }) {
  const t = useT();
  return <span className={`vc-store-type vc-store-type--${type}`}>{t(`stores.type.${type}`)}</span>;
}
