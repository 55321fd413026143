// Rate names in the member's language (DESIGN §4): ด/ง in Thai, R/B in English, wherever a stored rate
// name is shown (history, the room, the step page). The rule is the contract's rateNameIn.
import { rateNameIn } from '@sanam/contract/odds.ts';
import { useLang } from './use-lang.ts';

/** A function writing a stored rate name ("ง 10/8") in the member's language ("B 10/8" in English). */
export function useRateName(): (name: string) => string {
  const lang = useLang();
  return (name) => rateNameIn(name, lang);
}
