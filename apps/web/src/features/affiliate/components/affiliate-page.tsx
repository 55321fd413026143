// Spec §2 affiliate (/affiliate): "invite friends, get 10% credit"; the member's invite link with a copy
// button, how the reward is earned (DESIGN §7: 10% of the friend's first approved deposit, once, paid
// when the friend has played a multiple of it), a summary, and the invited members with
// their reward status (received / not yet received, and while it waits, how far the friend's play has
// come). Spec §8: "error loading data".
import { useTranslation } from 'react-i18next';
import { AFFILIATE_REWARD_PERCENT } from '@sanam/contract/constants.ts';
import type { AffiliateData, AffiliateEntry } from '@sanam/contract/rewards.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { formatWhole } from '@sanam/contract/money.ts';
import { useFormatBaht } from '../../../lib/format.ts';
import { useDateTime } from '../../../lib/time-format.ts';
import { Badge } from '../../../ui/badge.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { CheckIcon, ClockIcon, UsersIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { PageHeader, PageSection } from '../../../ui/page-header.tsx';
import { Skeleton, SkeletonList } from '@sanam/ui/skeleton.tsx';
import { useAffiliate } from '../api/get-affiliate.ts';
import { InviteCard } from './invite-card.tsx';

function RewardStatus({ entry }: { entry: AffiliateEntry }) {
  const { t } = useTranslation();
  if (entry.is_aff_reward)
    return (
      <Badge tone="success" icon={<CheckIcon />}>
        {t('affiliate_page.status.received')}
      </Badge>
    );
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge tone="neutral" icon={<ClockIcon />}>
        {t('affiliate_page.status.pending')}
      </Badge>
      {entry.status === 'held' ? (
        <span className="text-xs text-ink-300">
          {t('affiliate_page.status.waiting_play', {
            percent: Math.floor((entry.play_progress ?? 0) * 100),
          })}
        </span>
      ) : null}
    </span>
  );
}

/** The credit a friend brought; while it waits for their play, what it will be, muted; else a dash. */
function Reward({ entry }: { entry: AffiliateEntry }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  if (entry.is_aff_reward && entry.reward !== null)
    return <span className="font-semibold text-success tabular-nums">+฿{formatBaht(entry.reward)}</span>;
  if (entry.held !== null)
    return (
      <span className="text-ink-300 tabular-nums">
        {t('affiliate_page.held_amount', { amount: formatBaht(entry.held) })}
      </span>
    );
  return <span className="text-ink-500">—</span>;
}

function Dates({ entry }: { entry: AffiliateEntry }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <>
      <span className="block">
        {t('affiliate_page.registered_on')}{' '}
        <time dateTime={entry.registered_at}>{dateTime(entry.registered_at)}</time>
      </span>
      {entry.is_aff_reward && entry.rewarded_at ? (
        <span className="block">
          {t('affiliate_page.rewarded_on')}{' '}
          <time dateTime={entry.rewarded_at}>{dateTime(entry.rewarded_at)}</time>
        </span>
      ) : null}
    </>
  );
}

function Summary({ data }: { data: AffiliateData }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const tile = 'rounded-xl bg-ink-800 p-3 ring-1 ring-ink-600/60 sm:p-4';
  return (
    <dl aria-label={t('affiliate_page.summary_title')} className="grid grid-cols-3 gap-2 sm:gap-3">
      <div className={tile}>
        <dt className="text-xs text-ink-300 sm:text-sm">{t('affiliate_page.summary.invited')}</dt>
        <dd className="mt-1 text-xl font-semibold text-ink-100 tabular-nums">{formatWhole(data.invited)}</dd>
      </div>
      <div className={tile}>
        <dt className="text-xs text-ink-300 sm:text-sm">{t('affiliate_page.summary.rewarded')}</dt>
        <dd className="mt-1 text-xl font-semibold text-success tabular-nums">{formatWhole(data.rewarded)}</dd>
      </div>
      <div className={tile}>
        <dt className="text-xs text-ink-300 sm:text-sm">{t('affiliate_page.summary.total')}</dt>
        <dd className="mt-1 text-xl font-semibold break-all text-gold-400 tabular-nums">
          ฿{formatBaht(data.reward_total)}
        </dd>
        {data.held_total > 0 ? (
          <dd className="mt-0.5 text-xs text-ink-300 tabular-nums">
            {t('affiliate_page.summary.held', { amount: formatBaht(data.held_total) })}
          </dd>
        ) : null}
      </div>
    </dl>
  );
}

function FriendCards({ items }: { items: readonly AffiliateEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('affiliate_page.friends_title')} className="space-y-2.5 md:hidden">
      {items.map((entry) => (
        <li
          key={entry.username}
          className="flex items-start gap-3 rounded-[var(--radius-card)] bg-ink-800 p-3.5 ring-1 ring-ink-600/60"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-700 font-semibold text-gold-400 uppercase"
          >
            {entry.username.slice(0, 1)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-ink-100">{entry.username}</p>
            <p className="mt-0.5 text-xs text-ink-300 tabular-nums">
              <Dates entry={entry} />
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <RewardStatus entry={entry} />
            <p>
              <Reward entry={entry} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function FriendTable({ items }: { items: readonly AffiliateEntry[] }) {
  const { t } = useTranslation();
  const th = 'px-3 py-3 text-xs font-medium tracking-wide text-ink-300 whitespace-nowrap';
  return (
    <div className="hidden overflow-x-auto rounded-[var(--radius-card)] bg-ink-800 shadow-[var(--shadow-card)] ring-1 ring-ink-600/60 md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('affiliate_page.friends_title')}</caption>
        <thead className="border-b border-ink-700 bg-ink-900/50">
          <tr>
            <th scope="col" className={`${th} text-left`}>
              {t('affiliate_page.columns.username')}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t('affiliate_page.columns.status')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('affiliate_page.columns.reward')}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t('affiliate_page.columns.date')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700/60">
          {items.map((entry) => (
            <tr key={entry.username} className="transition hover:bg-ink-700/30">
              <td className="px-3 py-3 font-medium text-ink-100">{entry.username}</td>
              <td className="px-3 py-3">
                <RewardStatus entry={entry} />
              </td>
              <td className="px-3 py-3 text-right">
                <Reward entry={entry} />
              </td>
              <td className="px-3 py-3 text-xs text-ink-300 tabular-nums">
                <Dates entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AffiliateSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonList label={t('affiliate_page.loading')}>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
      <div className="mt-5 space-y-2.5">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 rounded-[var(--radius-card)]" />
        ))}
      </div>
    </SkeletonList>
  );
}

export function AffiliatePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const affiliate = useAffiliate();

  let body;
  if (!affiliate.data) {
    body = affiliate.isError ? (
      <ErrorState onRetry={() => void affiliate.refetch()} isRetrying={affiliate.isFetching} />
    ) : (
      <AffiliateSkeleton />
    );
  } else {
    const { items } = affiliate.data;
    body = (
      <>
        <Summary data={affiliate.data} />
        <PageSection
          id="affiliate-friends-title"
          icon={<UsersIcon className="text-gold-400" />}
          title={t('affiliate_page.friends_title')}
          className="mt-6"
        >
          {items.length === 0 ? (
            <EmptyState
              icon={<UsersIcon />}
              title={t('affiliate_page.empty_title')}
              text={t('affiliate_page.empty_text')}
            />
          ) : (
            <>
              <FriendCards items={items} />
              <FriendTable items={items} />
            </>
          )}
        </PageSection>
      </>
    );
  }

  return (
    <div>
      <PageHeader
        icon={<UsersIcon />}
        title={t('pages.affiliate.title', { percent: AFFILIATE_REWARD_PERCENT })}
        subtitle={t('pages.affiliate.subtitle')}
      />
      {user ? (
        <InviteCard username={user.username} playMultiple={affiliate.data?.play_multiple ?? null} />
      ) : null}
      <div className="mt-6">{body}</div>
    </div>
  );
}
