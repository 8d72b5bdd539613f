import { addTexts } from '../../i18n/translator.ts';
import { privacyEnUS } from './privacy-en-us.ts';

// The privacy pages' English texts arrive with those pages, not with the first load (see
// reels-edit-i18n.ts).
addTexts('en_US', 'ui', privacyEnUS, false);
