// Spec §2 redeem (/redeem): the member's coin balance, a grid of the active prizes and the redeem
// history. Spec §4: a redeem drops the coins at once, then the profile and the history are refreshed.
import { COIN_MIN_STAKE_BAHT } from '@sanam/contract/stakes.ts';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { HighlightCard } from '../../../ui/highlight-card.tsx';
import { CoinIcon, GiftIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { PageHeader, PageSection } from '../../../ui/page-header.tsx';
import { Skeleton, SkeletonCards } from '@sanam/ui/skeleton.tsx';
import { AddressDialog } from './address-dialog.tsx';
import { useRedeemItems } from '../api/get-redeem-items.ts';
import { PrizeCard } from './prize-card.tsx';
import { RedeemHistory } from './redeem-history.tsx';
import { useRedeemFlow } from './use-redeem-flow.ts';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

function CoinBalance({ coins }: { coins: number }) {
  const { t } = useTranslation();
  return (
    <HighlightCard
      label={t('redeem_page.your_coins')}
      className="mb-6"
      bodyClassName="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-3xl text-ink-950 shadow-[0_6px_20px_-8px_var(--color-gold-500)] ring-4 ring-gold-500/20">
          <CoinIcon />
        </span>
        <div>
          <p className="text-sm text-ink-300">{t('redeem_page.your_coins')}</p>
          <p className="flex items-baseline gap-2">
            <span aria-live="polite" className="text-3xl font-semibold text-gold-400 tabular-nums">
              {formatCoins(coins)}
            </span>
            <span className="text-ink-200">{t('redeem_page.coin_unit', { count: coins })}</span>
          </p>
        </div>
      </div>
      <p className="rounded-xl bg-ink-900/60 px-3 py-2 text-sm leading-relaxed text-ink-300 ring-1 ring-ink-600/60 sm:max-w-sm">
        {t('redeem_page.earn_rule', { amount: COIN_MIN_STAKE_BAHT })}
      </p>
    </HighlightCard>
  );
}

function PrizesSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonCards
      label={t('redeem_page.prizes_loading')}
      count={4}
      listClass={GRID}
      cardClass="overflow-hidden rounded-[var(--radius-card)] bg-ink-800 ring-1 ring-ink-600/60"
    >
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-11" />
      </div>
    </SkeletonCards>
  );
}

export function RedeemPage() {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const isSignedIn = isAuthenticated && user !== null;
  const coins = user?.event_point ?? 0;
  const items = useRedeemItems();
  const flow = useRedeemFlow({ isSignedIn });
  const addressItem = items.data?.find((item) => item.id === flow.addressItemId) ?? null;

  let prizes;
  if (!items.data) {
    prizes = items.isError ? (
      <ErrorState onRetry={() => void items.refetch()} isRetrying={items.isFetching} />
    ) : (
      <PrizesSkeleton />
    );
  } else if (items.data.length === 0) {
    prizes = (
      <EmptyState
        icon={<GiftIcon />}
        title={t('redeem_page.prizes_empty_title')}
        text={t('redeem_page.prizes_empty_text')}
      />
    );
  } else {
    prizes = (
      <ul aria-label={t('redeem_page.prizes_title')} className={GRID}>
        {items.data.map((item) => (
          <PrizeCard
            key={item.id}
            item={item}
            coins={coins}
            isSignedIn={isSignedIn}
            isBusy={flow.isPending}
            onRedeem={(chosen) => void flow.start(chosen)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div>
      <PageHeader icon={<GiftIcon />} title={t('pages.redeem.title')} subtitle={t('pages.redeem.subtitle')} />
      <CoinBalance coins={coins} />
      <PageSection
        id="redeem-prizes-title"
        icon={<GiftIcon className="text-gold-400" />}
        title={t('redeem_page.prizes_title')}
        className="mb-8"
      >
        {prizes}
      </PageSection>
      <RedeemHistory />
      <AddressDialog
        item={addressItem}
        coins={coins}
        isPending={flow.isPending}
        onClose={flow.closeAddress}
        onSend={flow.send}
      />
    </div>
  );
}
