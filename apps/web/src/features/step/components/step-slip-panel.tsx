// The ticket slip: the picked legs (round, side, rate, odds) with a remove button, the combined odds,
// the stake with the bet dialog's quick amounts, the potential payout; the contract's rule checks it
// before a confirm step (legs, odds, amount, payout) sends it with one Idempotency-Key.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STEP_MAX_LEGS } from '@sanam/contract/steps.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useFormatBaht } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { memberCheck } from '../../../lib/stake-check.ts';
import { Button } from '@sanam/ui/button.tsx';
import { StakeField, StakeHint } from '../../../ui/stake-field.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { CloseIcon } from '@sanam/ui/icons.tsx';
import { useBetSend } from '../../../ui/use-bet-send.ts';
import { usePlaceStep } from '../api/step-api.ts';
import { formatOdds } from './round-list.tsx';
import { BetConfirm, ConfirmRow } from '../../../ui/bet-confirm.tsx';
import {
  potentialPayoutSatang,
  selectionsOf,
  slipOdds,
  slipMaxBet,
  slipMinBet,
  slipProblem,
  type Pick,
  type SlipLeg,
} from './step-slip.ts';

const dot = { red: 'bg-red-side', blue: 'bg-blue-side' } as const;

function LegRow({ leg, onRemove }: { leg: SlipLeg; onRemove?: () => void }) {
  const { t } = useTranslation();
  const team =
    (leg.side === 'red' ? leg.match.red_cow_name : leg.match.blue_cow_name) ||
    t(`step_page.side.${leg.side}`);
  return (
    <li className="flex items-center gap-3 px-3 py-2.5">
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${dot[leg.side]}`} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-ink-100">
          {t(`step_page.side.${leg.side}`)} · {team}
        </p>
        <p className="text-xs break-words text-ink-300">{leg.match.round_name}</p>
      </div>
      <span className="shrink-0 font-semibold text-gold-400 tabular-nums">x{formatOdds(leg.odds)}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('step_page.remove_leg', { round: leg.match.round_name })}
          className="-mr-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-300 transition hover:bg-ink-700 hover:text-ink-100 focus-visible:outline-2 focus-visible:outline-gold-400"
        >
          <CloseIcon />
        </button>
      ) : null}
    </li>
  );
}

export function StepSlip({
  legs,
  dropped,
  onRemove,
  onClear,
}: {
  legs: SlipLeg[];
  dropped: number;
  onRemove: (pick: Pick) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const formatBaht = useFormatBaht();
  const placeStep = usePlaceStep();
  const bet = useBetSend('step_page');
  const [amount, setAmount] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const payout = potentialPayoutSatang(amount, legs);
  const odds = slipOdds(legs);
  const baht = (value: number) => t('step_page.baht', { amount: formatBaht(value) });

  const onPlace = () => {
    if (bet.checkStake(slipProblem(amount, legs, memberCheck(user)))) setIsConfirming(true);
  };

  const onSend = () =>
    bet.send(
      () =>
        placeStep.mutateAsync({
          body: { amount: Number(amount), steps: selectionsOf(legs) },
          idempotencyKey: newIdempotencyKey(),
        }),
      {
        onPlaced: () => {
          setIsConfirming(false);
          setAmount('');
          onClear();
        },
        onFailed: () => setIsConfirming(false),
      },
    );

  return (
    <section
      aria-labelledby="step-slip-title"
      className="rounded-[var(--radius-card)] bg-ink-800 shadow-[var(--shadow-card)] ring-1 ring-gold-500/30"
    >
      <div className="flex items-center justify-between gap-3 border-b border-ink-700 px-4 py-3">
        <h2 id="step-slip-title" className="font-semibold text-ink-100">
          {t('step_page.slip_title')}
        </h2>
        <span className="text-sm text-ink-300 tabular-nums">
          {t('step_page.legs_count', { count: legs.length, max: STEP_MAX_LEGS })}
        </span>
      </div>
      {dropped > 0 ? (
        <p
          role="status"
          className="mx-4 mt-3 rounded-lg bg-warning/10 px-3 py-2 text-sm text-warning ring-1 ring-warning/30"
        >
          {t('step_page.dropped')}
        </p>
      ) : null}
      {legs.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-ink-300">{t('step_page.slip_empty')}</p>
      ) : (
        <div className="space-y-4 p-4">
          <ul
            aria-label={t('step_page.slip_legs')}
            className="divide-y divide-ink-700 rounded-xl bg-ink-900/60 ring-1 ring-ink-600/60"
          >
            {legs.map((leg) => (
              <LegRow
                key={leg.match.id}
                leg={leg}
                onRemove={() => onRemove({ matchId: leg.match.id, side: leg.side })}
              />
            ))}
          </ul>
          <p className="flex items-center justify-between text-sm">
            <span className="text-ink-300">{t('step_page.combined_odds')}</span>
            <span className="text-lg font-semibold text-gold-400 tabular-nums">x{formatOdds(odds)}</span>
          </p>
          <StakeField
            amount={amount}
            onAmountChange={setAmount}
            label={t('step_page.amount_label')}
            balanceLabel={t('step_page.balance')}
            quickLabel={t('step_page.quick_label')}
            balance={user?.balance ?? null}
            size="compact"
          />
          <StakeHint minBet={slipMinBet(legs)} maxBet={slipMaxBet(legs, memberCheck(user))} />
          <p className="flex items-center justify-between gap-3 text-sm">
            <span className="text-ink-300">{t('step_page.payout')}</span>
            <span className="font-semibold text-success tabular-nums">
              {payout === null ? '-' : baht(satangToBaht(payout))}
            </span>
          </p>
          <div className="flex gap-3">
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => {
                setAmount('');
                onClear();
              }}
            >
              {t('step_page.clear_slip')}
            </Button>
            <Button disabled={amount === ''} onClick={onPlace} className="flex-[2]">
              {t('step_page.place')}
            </Button>
          </div>
        </div>
      )}
      <Dialog
        isOpen={isConfirming}
        onClose={() => (placeStep.isPending ? undefined : setIsConfirming(false))}
        title={t('step_page.confirm_title')}
        topMargin="8vh"
      >
        <BetConfirm
          intro={t('step_page.confirm_intro')}
          before={
            <ul
              aria-label={t('step_page.slip_legs')}
              className="divide-y divide-ink-700 rounded-xl bg-ink-900/70 ring-1 ring-ink-600/60"
            >
              {legs.map((leg) => (
                <LegRow key={leg.match.id} leg={leg} />
              ))}
            </ul>
          }
          isDense
          amountLabel={t('step_page.amount')}
          amount={baht(Number(amount) || 0)}
          payoutLabel={t('step_page.payout')}
          payout={payout === null ? '-' : baht(satangToBaht(payout))}
          backLabel={t('step_page.back')}
          sendLabel={t('step_page.confirm_send')}
          isPending={placeStep.isPending}
          onBack={() => setIsConfirming(false)}
          onSend={() => void onSend()}
        >
          <ConfirmRow
            label={t('step_page.combined_odds')}
            valueClassName="font-semibold text-gold-400 tabular-nums"
            isDense
          >
            x{formatOdds(odds)}
          </ConfirmRow>
        </BetConfirm>
      </Dialog>
    </section>
  );
}
