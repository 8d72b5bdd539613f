import type { DeviceType, Style } from '../../shared/schemas/catalogue.ts';
import type { Attribute, Level, ReviewSort } from '../../shared/schemas/reviews.ts';
import { STYLE_NAMES } from '../../shared/catalogue/styles.ts';
import type { Lang } from '../../shared/i18n.ts';
import type { UiKey } from '../i18n/en-us.ts';

/** The interface keys of the feature's enumerations (one place, so each text is written once). */
export const DEVICE_KEY: Record<DeviceType, UiKey> = {
  disposable: 'reviews.device.disposable',
  pod: 'reviews.device.pod',
  open: 'reviews.device.open',
};
export const LEVEL_KEY: Record<Level, UiKey> = {
  less: 'reviews.level.less',
  perfect: 'reviews.level.perfect',
  more: 'reviews.level.more',
};
export const ATTRIBUTE_KEY: Record<Attribute, UiKey> = {
  aroma: 'reviews.attr.aroma',
  coolness: 'reviews.attr.coolness',
  sweetness: 'reviews.attr.sweetness',
  throatHit: 'reviews.attr.throatHit',
};
export const SORT_KEY: Record<ReviewSort, UiKey> = {
  popular: 'reviews.sort.popular',
  latest: 'reviews.sort.latest',
  classic: 'reviews.sort.classic',
};
export const styleName = (style: Style, lang: Lang) => STYLE_NAMES[style][lang];
