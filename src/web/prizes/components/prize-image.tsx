import { GiftOutline } from 'antd-mobile-icons';

/** A square prize picture; a calm placeholder when the prize has none. */
export function PrizeImage({
  src,
  alt,
  large = false,
}: {
  src: string | null | undefined;
  alt: string;
  large?: boolean;
}) {
  const cls = large ? 'vc-prize-image vc-prize-image--large' : 'vc-prize-image';
  return src ? (
    <img className={cls} src={src} alt={alt} loading={large ? 'eager' : 'lazy'} decoding="async" />
  ) : (
    <span
      className={`${cls} vc-prize-image--empty`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
    >
      <GiftOutline aria-hidden />
    </span>
  );
}
