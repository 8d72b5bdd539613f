import { addTexts } from '../../i18n/translator.ts';
import { reelsEditEnUS } from './reels-edit-en-us.ts';

// The reel editor's English texts arrive with its pages, not with the first load (the other
// languages' catalogs, loaded per language, carry theirs). English is also every language's fallback.
addTexts('en_US', 'ui', reelsEditEnUS, false);
