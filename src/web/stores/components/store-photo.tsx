import { ShopbagOutline } from 'antd-mobile-icons';
import { useT } from '../../i18n/i18n.ts';

/** A store's photo, or a neutral tile saying there is none (decorative in lists: the name follows). */
export function StorePhoto({
  url,
  className,
  alt = '',
}: {
  url: string | null;
  className: string;
  alt?: string;
}) {
  const t = useT();
  if (!url) {
    return (
      <span
        className={`${className} vc-store-photo--none`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <ShopbagOutline aria-hidden />
        <span className="vc-visually-hidden">{t('stores.noPhoto')}</span>
      </span>
    );
  }
  return <img className={className} src={url} alt={alt} loading="lazy" decoding="async" />;
}
