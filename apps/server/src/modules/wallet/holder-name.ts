// An account holder's name as a Thai bank slip shows it, against the name we hold: a slip
// check gives the receiver's name as the bank prints it ("นาย สมชาย ใ", "MR. SOMCHAI J", "น.ส.สมหญิง
// ใจดี"), which is never exactly what an operator typed for the house account. Pure.

// Longest first, so นางสาว is taken before นาง. Thai titles are often written straight onto the name
// ("นายสมชาย"); English ones need a dot or a space after them ("MR.SOMCHAI", "Mr Somchai").
const THAI_TITLES = [
  'เด็กหญิง',
  'เด็กชาย',
  'นางสาว',
  'นาง',
  'นาย',
  'น\\.\\s*ส\\.?',
  'ด\\.\\s*ช\\.?',
  'ด\\.\\s*ญ\\.?',
  'บมจ\\.?',
  'บจก\\.?',
  'หจก\\.?',
  'บริษัท',
];
const ENGLISH_TITLES = ['mrs', 'mr', 'ms', 'miss', 'mstr', 'master'];
const TITLE = new RegExp(
  `^(?:(?:${THAI_TITLES.join('|')})|(?:${ENGLISH_TITLES.join('|')})(?:\\.|\\s|$))\\s*`,
  'u',
);
// a company's form after its name: บริษัท สนาม จำกัด (มหาชน), SANAM CO., LTD.
const COMPANY_SUFFIX =
  /(?:\s|^)(?:จำกัด|\(?มหาชน\)?|co\.?|ltd\.?|limited|company|inc\.?|plc\.?)(?=\s|$|[.,])/gu;

/** The holder's name reduced to what every bank prints alike: no title, no company form, lower case, single spaces, no dots. */
export function normaliseHolderName(name: string): string {
  let s = name
    .normalize('NFC')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  s = s.replace(TITLE, '');
  s = s.replace(COMPANY_SUFFIX, ' ');
  return s
    .replace(/[.,()\-[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Does a name as a slip shows it name this holder? Titles, company forms, dots, case and spacing
 * aside, it must be the holder's name or the start of it cut inside the surname: banks print the
 * first name whole and as much of the surname as fits, at least its first letter ("สมชาย ใ" is
 * สมชาย ใจดี; "สมชาย" alone, or "สมช", is not: too many people share a first name). A one-word
 * name (a company's, often) must be shown whole.
 */
export function holderNameMatches(shown: string, holder: string): boolean {
  const s = normaliseHolderName(shown);
  const h = normaliseHolderName(holder);
  if (s === '' || h === '') return false;
  if (s === h) return true;
  const words = h.split(' ');
  const first = words[0] ?? '';
  const joinedShown = s.replace(/ /g, '');
  const joinedHolder = h.replace(/ /g, '');
  return words.length >= 2 && joinedHolder.startsWith(joinedShown) && joinedShown.length > first.length;
}
