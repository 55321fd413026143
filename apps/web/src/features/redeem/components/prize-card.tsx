// One prize of the grid: its picture, name, price in coins, what a cash tier pays, what is left, and a
// button whose label says why it cannot be had (prize-view.ts).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemRefusal, type RedeemItem } from '@sanam/contract/rewards.ts';
import { formatCoins, useFormatBaht } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '@sanam/ui/button.tsx';
import { CoinIcon, GiftIcon, LockIcon, WalletIcon } from '../../../ui/icons.tsx';
import { PrizeImage } from './prize-art.tsx';
import { cashOf, prizeName, redeemButton } from './prize-view.ts';

export function PrizeCard({
  item,
  coins,
  isSignedIn,
  isBusy,
  onRedeem,
}: {
  item: RedeemItem;
  coins: number;
  isSignedIn: boolean;
  /** another redeem is on its way: one at a time */
  isBusy: boolean;
  onRedeem: (item: RedeemItem) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const formatBaht = useFormatBaht();
  const name = prizeName(item.name, item.name_en, useLang());
  const cash = cashOf(item);
  const button = redeemButton(redeemRefusal(item, { signedIn: isSignedIn, coins }));
  const missing = item.point - coins;

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-ink-800 shadow-[var(--shadow-card)] ring-1 ring-ink-600/60"
    >
      <div
        className={`relative aspect-[4/3] ${
          cash === null
            ? 'bg-[radial-gradient(120%_90%_at_50%_0%,color-mix(in_oklab,var(--color-red-side)_22%,transparent),transparent)] bg-ink-700/60'
            : 'bg-[radial-gradient(120%_90%_at_50%_0%,color-mix(in_oklab,var(--color-tie)_24%,transparent),transparent)] bg-ink-700/60'
        }`}
      >
        <PrizeImage name={name} imageName={item.image_name} isCash={cash !== null} />
        <span className="absolute top-2 left-2">
          {cash === null ? (
            <Badge tone="neutral" icon={<GiftIcon />} className="bg-ink-900/80 backdrop-blur">
              {t('redeem_page.goods_badge')}
            </Badge>
          ) : (
            <Badge tone="success" icon={<WalletIcon />} className="bg-ink-900/80 backdrop-blur">
              {t('redeem_page.cash_badge')}
            </Badge>
          )}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 id={titleId} className="leading-snug font-medium break-words text-ink-100">
          {name}
        </h3>
        <p className="flex items-center gap-1.5 text-lg font-semibold text-gold-400 tabular-nums">
          <CoinIcon aria-hidden="true" className="shrink-0" />
          {t('redeem_page.coins', { count: item.point, amount: formatCoins(item.point) })}
        </p>
        {cash !== null ? (
          <p className="text-sm text-success tabular-nums">
            {t('redeem_page.cash_value', { amount: formatBaht(cash) })}
          </p>
        ) : item.stock !== null && item.stock > 0 ? (
          <p className="text-sm text-ink-300 tabular-nums">
            {t('redeem_page.stock_left', { count: item.stock, amount: formatCoins(item.stock) })}
          </p>
        ) : (
          <p className="text-sm text-ink-300">{t('redeem_page.delivered')}</p>
        )}
        <div className="mt-auto pt-2">
          <Button
            block
            variant={button.isEnabled ? 'primary' : 'secondary'}
            icon={button.label === 'login' ? <LockIcon /> : undefined}
            disabled={!button.isEnabled || isBusy}
            onClick={() => onRedeem(item)}
          >
            {t(`redeem_page.button.${button.label}`)}
          </Button>
          {button.label === 'not_enough' && missing > 0 ? (
            <p className="mt-1.5 text-center text-xs text-ink-300 tabular-nums">
              {t('redeem_page.missing', { count: missing, amount: formatCoins(missing) })}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}
