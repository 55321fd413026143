// The popups around BetConfirm, the same for every bet (the match room's bet dialog, an event bet, a
// step slip): a stake the rules refuse never reaches the confirm step, and "confirm" sends once, then
// says how it went (spec §8 titles). What the request carries, its ref, and where the dialog goes
// next stay with each bet.
import { useTranslation } from 'react-i18next';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { ApiError } from '../lib/api-client.ts';
import { BetRefused } from '../lib/bet-reply.ts';
import { problemText, type StakeProblem } from '../lib/stake-check.ts';
import { usePopup } from './popup.tsx';

/** What the success popup adds under the server's words: a bet's price taken, say. */
export interface BetReceipt {
  lines: readonly string[];
  /** something the member did not see before sending (a moved price): the popup waits for their OK */
  isToAcknowledge: boolean;
}

export interface BetSendOptions {
  /**
   * A 5xx leaves the outcome unknown rather than refused: an event bet keeps its ref, so asking again
   * is the same bet. Otherwise any answer from the server is a refusal.
   */
  isServerErrorUnknown?: boolean;
}

/**
 * `words` is where the bet's texts live (`room.bet`, `events.bet`, `step_page`): cannot_title,
 * success_title, failed_title and failed_text (a refusal), error_title and error_text (no answer).
 */
export function useBetSend(words: string, { isServerErrorUnknown = false }: BetSendOptions = {}) {
  const { t } = useTranslation();
  const popup = usePopup();

  /** The stake's problem (null when none) as a "cannot bet" warning, its fields filled; true when there is none. */
  const checkStake = (problem: StakeProblem | null): boolean => {
    if (!problem) return true;
    void popup({ kind: 'warning', title: t(`${words}.cannot_title`), text: problemText(t, problem) });
    return false;
  };

  const send = async <Result extends { message: string }>(
    request: () => Promise<Result>,
    {
      onPlaced,
      onFailed,
      receipt,
    }: {
      onPlaced: () => void;
      onFailed: (isRefusal: boolean) => void;
      receipt?: (result: Result) => BetReceipt | null;
    },
  ): Promise<void> => {
    // the bet is placed whatever its receipt makes of the reply: a receipt that cannot be read is left out
    const receiptOf = (result: Result): BetReceipt | null => {
      try {
        return receipt?.(result) ?? null;
      } catch {
        return null;
      }
    };
    try {
      const result = await request();
      onPlaced();
      const title = t(`${words}.success_title`);
      const told = receiptOf(result);
      void popup({
        kind: 'success',
        title,
        // the server's own words ("แทงสำเร็จ" says the title again: shown once)
        text: result.message && result.message !== title ? result.message : undefined,
        details: told?.lines,
        timerMs: told?.isToAcknowledge ? undefined : SUCCESS_POPUP_MS,
      });
    } catch (error) {
      // the server answered and refused: its (translated) message; anything else: the exception's
      const isRefusal =
        error instanceof BetRefused ||
        (error instanceof ApiError && error.status > 0 && !(isServerErrorUnknown && error.status >= 500));
      onFailed(isRefusal);
      const message = error instanceof Error ? error.message : '';
      void popup({
        kind: 'error',
        title: t(isRefusal ? `${words}.failed_title` : `${words}.error_title`),
        text: message || t(isRefusal ? `${words}.failed_text` : `${words}.error_text`),
      });
    }
  };

  return { checkStake, send };
}
