import i18next from 'i18next';
import { pageTextsEnUS } from './page-texts-en-us.ts';

// English is also every language's fallback (see reels-edit-i18n.ts).
i18next.addResourceBundle('en_US', 'ui', pageTextsEnUS, true, false);
