// The Thai words of the break section, the break screen and the reality check, brought by the modules
// that show them rather than the first load (lib/i18n.ts addThaiWords).
import words from '../../../locales/play-breaks.th.json';
import { addThaiWords } from '../../../lib/i18n.ts';

addThaiWords(words);
