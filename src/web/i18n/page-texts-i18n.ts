import { addTexts } from './translator.ts';
import { pageTextsEnUS } from './page-texts-en-us.ts';

// English is also every language's fallback (see reels-edit-i18n.ts).
addTexts('en_US', 'ui', pageTextsEnUS, false);
