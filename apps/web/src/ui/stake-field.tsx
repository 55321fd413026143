// The stake of a bet (the match room's bet dialog, an event bet, a step ticket): whole baht typed with
// digit keys only ("007" reads as 7, a lone "0" stays so the form's rule can answer it), the member's
// balance under it, and the quick amounts of spec §9 that add to what is typed. StakeHint says the
// minimum and the steps the stake moves in (the contract's stakes.ts) before a refusal has to.
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_QUICK_AMOUNTS, BET_STEP } from '@sanam/contract/constants.ts';
import { formatWhole } from '@sanam/contract/money.ts';
import { stakeStepBaht } from '@sanam/contract/stakes.ts';
import { isOwing, useFormatBaht, useFormatBalance } from '../lib/format.ts';
import { Button } from '@sanam/ui/button.tsx';

const NON_DIGIT_KEYS = new Set(['e', 'E', '+', '-', '.', ',']);

const digitsOnly = (value: string) => value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

export function StakeField({
  amount,
  onAmountChange,
  label,
  balanceLabel,
  quickLabel,
  balance,
  size = 'large',
}: {
  amount: string;
  onAmountChange: (amount: string) => void;
  label: string;
  balanceLabel: string;
  /** the accessible name of the quick amounts' group */
  quickLabel: string;
  /** the member's balance in baht, or null when it is not known */
  balance: number | null;
  size?: 'large' | 'compact';
}) {
  const inputId = useId();
  const formatBalance = useFormatBalance();
  return (
    <>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-200">
          {label}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          pattern="[0-9]*"
          min={0}
          step={BET_STEP}
          value={amount}
          placeholder="0"
          autoComplete="off"
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (NON_DIGIT_KEYS.has(event.key)) event.preventDefault();
          }}
          onChange={(event) => onAmountChange(digitsOnly(event.target.value))}
          className={`${size === 'large' ? 'min-h-14 text-2xl' : 'min-h-12 text-xl'} w-full rounded-xl bg-ink-950/60 px-4 text-right font-semibold text-ink-100 tabular-nums ring-1 ring-ink-600 placeholder:text-ink-500 focus:ring-2 focus:ring-gold-500 focus:outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
        />
        {balance !== null ? (
          <p className="mt-1.5 text-right text-sm text-ink-300">
            {balanceLabel}{' '}
            <span
              className={`font-medium tabular-nums ${isOwing(balance) ? 'text-danger' : 'text-gold-400'}`}
            >
              {formatBalance(balance)}
            </span>
          </p>
        ) : null}
      </div>
      <div role="group" aria-label={quickLabel} className="grid grid-cols-3 gap-2">
        {BET_QUICK_AMOUNTS.map((quick) => (
          <Button
            key={quick}
            variant="secondary"
            size="sm"
            onClick={() => onAmountChange(String((Number(amount) || 0) + quick))}
            className="tabular-nums"
          >
            +{formatWhole(quick)}
          </Button>
        ))}
      </div>
    </>
  );
}

/** The line under a stake: its minimum, the steps it moves in, and the largest stake if there is one. */
export function StakeHint({ minBet, maxBet = null }: { minBet: number; maxBet?: number | null }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  return (
    <p className="text-xs text-ink-300">
      <span>{t('bet.min_stake_hint', { min_bet: formatBaht(minBet) })}</span>
      {' · '}
      <span>{t('bet.stake_step_hint', { step: formatBaht(stakeStepBaht(minBet)) })}</span>
      {maxBet !== null ? (
        <>
          {' · '}
          <span>{t('betting.max_stake_hint', { max_bet: formatBaht(maxBet) })}</span>
        </>
      ) : null}
    </p>
  );
}
