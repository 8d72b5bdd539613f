import i18next from 'i18next';
import { privacyEnUS } from './privacy-en-us.ts';

// The privacy pages' English texts arrive with those pages, not with the first load (see
// reels-edit-i18n.ts).
i18next.addResourceBundle('en_US', 'ui', privacyEnUS, true, false);
