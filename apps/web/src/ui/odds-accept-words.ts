// The Thai words of the odds-change choice, brought by the control that shows them rather than the
// first load (lib/i18n.ts addThaiWords).
import words from '../locales/odds-accept.th.json';
import { addThaiWords } from '../lib/i18n.ts';

addThaiWords(words);
