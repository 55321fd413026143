// A form's refusal in the console's words: a contract rule's message is a catalogue key (a zod issue),
// a server's is already text. The kit's fields take either and put a key into words themselves; this is
// for the few refusals a screen writes out on its own (a radio group, a row of inputs, the image).
import { isMessageKey } from '@sanam/contract/messages.ts';
import { useTranslation } from 'react-i18next';

export function useIssueText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => (message === undefined ? undefined : isMessageKey(message) ? t(message) : message);
}
