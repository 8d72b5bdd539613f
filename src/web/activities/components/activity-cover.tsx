import { GiftOutline } from 'antd-mobile-icons';
import type { ActivityType } from '../../../shared/schemas/activities.ts';

/** The activity's cover image, or a tinted tile with a gift icon when it has none. */
export function ActivityCover({
  src,
  type,
  large,
}: {
  src: string | null;
  type: ActivityType;
  large?: boolean;
}) {
  const cls = `vc-act-cover vc-act-cover--${type}${large ? ' vc-act-cover--large' : ''}`;
  if (src) return <img className={cls} src={src} alt="" loading="lazy" />;
  return (
    <span className={cls} aria-hidden>
      <GiftOutline />
    </span>
  );
}
