import { addTexts } from '../../i18n/translator.ts';
import { workOrdersEnUS } from './work-orders-en-us.ts';

// The after-sale texts in English arrive with the pages that show them, not with the first load
// (see reels-edit-i18n.ts).
addTexts('en_US', 'ui', workOrdersEnUS, false);
