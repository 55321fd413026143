// The first step of a bet dialog (the match room's, an event's), before BetConfirm: what the bet is
// priced at, the stake and its hint, what a win returns, then clear and place, both disabled while the
// amount is empty (spec §2). The step slip lays its stake out in its own panel.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { LockIcon } from './icons.tsx';
import { StakeField, StakeHint } from './stake-field.tsx';

export function BetAmountForm({
  words,
  before,
  priceLabel,
  price,
  amount,
  onAmountChange,
  balance,
  minBet,
  maxBet = null,
  payout,
  refusal = null,
  onPlace,
}: {
  /** where the texts live (`room.bet`, `events.bet`): amount_label, balance, quick_label, payout, clear, place */
  words: string;
  /** shown first (an event's question) */
  before?: ReactNode;
  priceLabel: string;
  price: ReactNode;
  amount: string;
  onAmountChange: (amount: string) => void;
  /** the member's balance in baht, or null when it is not known */
  balance: number | null;
  minBet: number;
  /** the largest stake of one bet, when there is one */
  maxBet?: number | null;
  /** what a win returns (a moved price: old and new, PriceShift); the line is left out while there is nothing to say */
  payout: ReactNode;
  /** why nothing can be placed now (the side closed meanwhile): said above the buttons, place is off */
  refusal?: string | null;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const isEmpty = amount === '';
  return (
    <div className="space-y-4">
      {before}
      <div className="flex items-center justify-between gap-3 rounded-xl bg-ink-900/70 px-4 py-3 ring-1 ring-ink-600/60">
        <span className="text-sm text-ink-300">{priceLabel}</span>
        {price}
      </div>
      <StakeField
        amount={amount}
        onAmountChange={onAmountChange}
        label={t(`${words}.amount_label`)}
        balanceLabel={t(`${words}.balance`)}
        quickLabel={t(`${words}.quick_label`)}
        balance={balance}
      />
      <StakeHint minBet={minBet} maxBet={maxBet} />
      {payout !== null && payout !== undefined ? (
        <p className="flex justify-between text-sm text-ink-300">
          <span>{t(`${words}.payout`)}</span>
          <span className="font-medium text-success tabular-nums">{payout}</span>
        </p>
      ) : null}
      {refusal !== null ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger ring-1 ring-danger/40"
        >
          <LockIcon className="shrink-0" />
          {refusal}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button variant="secondary" disabled={isEmpty} onClick={() => onAmountChange('')} className="flex-1">
          {t(`${words}.clear`)}
        </Button>
        <Button disabled={isEmpty || refusal !== null} onClick={onPlace} className="flex-[2]">
          {t(`${words}.place`)}
        </Button>
      </div>
    </div>
  );
}
