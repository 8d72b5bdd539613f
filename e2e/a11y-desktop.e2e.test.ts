// The accessibility guard (e2e/a11y-suite.ts) at the desktop viewport; the other viewport runs beside it.
import { VIEWPORTS } from './support.ts';
import { a11ySuite } from './a11y-suite.ts';

a11ySuite(VIEWPORTS[1]);
