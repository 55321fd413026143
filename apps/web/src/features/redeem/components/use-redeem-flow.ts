// What pressing a prize's button does (spec §5, §8): a visitor is warned and sent to /login; a cash tier
// (items 5, 6, 7) asks "exchange 300 coins for 100 baht?"; any other prize opens the delivery-address
// form. Then the redeem is sent and its answer shown: a self-closing success, the server's refusal
// (or "redeem failed"), or "an error occurred while redeeming" when no answer came.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import type { RedeemItem } from '@sanam/contract/rewards.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCoins, useFormatBaht } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { usePopup } from '../../../ui/popup.tsx';
import { RedeemRefused, useSubmitRedeem } from '../api/submit-redeem.ts';
import { cashOf } from './prize-view.ts';

interface Attempt {
  itemId: number;
  point: number;
  address: string;
  key: string;
}

const isSameRedeem = (a: Attempt, item: RedeemItem, address: string) =>
  a.itemId === item.id && a.point === item.point && a.address === address;

export function useRedeemFlow({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const navigate = useNavigate();
  const formatBaht = useFormatBaht();
  const submit = useSubmitRedeem();
  const [addressItemId, setAddressItemId] = useState<number | null>(null);
  // After a failure whose outcome is unknown (no reply, a 5xx), asking again for the same prize reuses
  // the key: if the first request did arrive, the server answers with that order instead of a second.
  const uncertain = useRef<Attempt | null>(null);

  /** Sends one confirmed redeem; true when it went through. */
  const send = async (item: RedeemItem, address: string): Promise<boolean> => {
    const previous = uncertain.current;
    const key = previous && isSameRedeem(previous, item, address) ? previous.key : newIdempotencyKey();
    uncertain.current = null;
    const attempt = { itemId: item.id, point: item.point, address, key };
    try {
      const result = await submit.mutateAsync({
        body: { itemId: item.id, point: item.point, address },
        idempotencyKey: key,
      });
      void popup({
        kind: 'success',
        title: t('redeem_page.success_title'),
        text: result.message || t(cashOf(item) === null ? 'redeem.goods_ok' : 'redeem.cash_ok'),
        timerMs: SUCCESS_POPUP_MS,
      });
      return true;
    } catch (error) {
      if (error instanceof RedeemRefused || (error instanceof ApiError && error.status > 0)) {
        if (error instanceof ApiError && error.status >= 500) uncertain.current = attempt;
        // spec §8: the server's own words (already in the member's language), else "redeem failed"
        void popup({ kind: 'error', title: t('redeem.failed'), text: error.message || undefined });
      } else {
        uncertain.current = attempt;
        void popup({ kind: 'error', title: t('common.error_title'), text: t('redeem.error') });
      }
      return false;
    }
  };

  const start = async (item: RedeemItem) => {
    if (!isSignedIn) {
      await popup({
        kind: 'warning',
        title: t('redeem.login_required'),
        confirmLabel: t('redeem_page.button.login'),
      });
      await navigate('/login');
      return;
    }
    const cash = cashOf(item);
    if (cash === null) {
      setAddressItemId(item.id);
      return;
    }
    const isConfirmed = await popup({
      kind: 'question',
      title: t('redeem_page.confirm_cash_title', {
        coins: formatCoins(item.point),
        baht: formatBaht(cash),
      }),
      text: t('redeem_page.confirm_cash_text'),
      confirmLabel: t('redeem_page.confirm_cash_ok'),
      cancelLabel: t('common.cancel'),
    });
    if (isConfirmed) await send(item, '');
  };

  return {
    start,
    send,
    addressItemId,
    closeAddress: () => setAddressItemId(null),
    isPending: submit.isPending,
  };
}
