import i18next from 'i18next';
import { workOrdersEnUS } from './work-orders-en-us.ts';

// The after-sale texts in English arrive with the pages that show them, not with the first load
// (see reels-edit-i18n.ts).
i18next.addResourceBundle('en_US', 'ui', workOrdersEnUS, true, false);
