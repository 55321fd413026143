import { formatBaht } from '@sanam/contract/money.ts';
import type { AffiliateReferrer } from '@sanam/contract/rewards.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-count.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Button } from '@sanam/ui/button.tsx';
import { ChevronDownIcon } from '@sanam/ui/icons.tsx';
import { CashierMember } from '../../../ui/cashier-parts.tsx';
import { actionsColumn, dateTimeColumn } from '../../../ui/columns.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { InviteeList } from './invitee-list.tsx';

function detailId(referrer: AffiliateReferrer): string {
  return `invitees-${referrer.member.id}`;
}

function ToggleInvitees({
  referrer,
  isOpen,
  onToggle,
}: {
  referrer: AffiliateReferrer;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      aria-expanded={isOpen}
      aria-controls={isOpen ? detailId(referrer) : undefined}
      aria-label={t('affiliates.show_invitees', { username: referrer.member.username })}
      onClick={onToggle}
    >
      {t('affiliates.invitees')}
      <ChevronDownIcon className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
    </Button>
  );
}

/** The referrers, each opening onto the members they invited: a table on a laptop, cards on a phone. */
export function ReferrerList({
  referrers,
  monthlyCap,
}: {
  referrers: AffiliateReferrer[];
  /** AFFILIATE_MONTHLY_CAP, in baht: what one referrer may be paid a month */
  monthlyCap: number;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());

  const toggle = (id: number) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const lastReward = (referrer: AffiliateReferrer) =>
    referrer.last_reward_at ? formatDateTime(referrer.last_reward_at, lang) : '—';
  const held = (referrer: AffiliateReferrer) =>
    referrer.held === 0
      ? '—'
      : `${formatCount(referrer.held, lang)} · ฿${formatBaht(referrer.held_total, lang)}`;
  const thisMonth = (referrer: AffiliateReferrer) =>
    `฿${formatBaht(referrer.paid_this_month, lang)} / ฿${formatBaht(monthlyCap, lang)}`;

  const invitees = (referrer: AffiliateReferrer) => (
    <InviteeList id={detailId(referrer)} memberId={referrer.member.id} username={referrer.member.username} />
  );
  const toggleButton = (referrer: AffiliateReferrer) => (
    <ToggleInvitees
      referrer={referrer}
      isOpen={openIds.has(referrer.member.id)}
      onToggle={() => toggle(referrer.member.id)}
    />
  );

  return (
    <TableOrCards
      minWidthClass="min-w-[1020px]"
      rows={referrers}
      rowKey={(referrer) => referrer.member.id}
      rowClassName="align-top hover:bg-ink-700/40"
      rowDetail={(referrer) => (openIds.has(referrer.member.id) ? invitees(referrer) : null)}
      columns={[
        {
          key: 'member',
          label: t('affiliates.col.referrer'),
          cellClassName: 'max-w-64',
          cell: (referrer) => <CashierMember member={referrer.member} showBank={false} />,
        },
        {
          key: 'invited',
          label: t('affiliates.col.invited'),
          align: 'right',
          cellClassName: 'tabular text-ink-100',
          cell: (referrer) => formatCount(referrer.invited, lang),
        },
        {
          key: 'rewarded',
          label: t('affiliates.col.rewarded'),
          align: 'right',
          cellClassName: 'tabular text-ink-100',
          cell: (referrer) => formatCount(referrer.rewarded, lang),
        },
        {
          key: 'reward_total',
          label: t('affiliates.col.reward_total'),
          align: 'right',
          cellClassName: 'tabular font-semibold whitespace-nowrap text-gold-300',
          cell: (referrer) => `฿${formatBaht(referrer.reward_total, lang)}`,
        },
        {
          key: 'held',
          label: t('affiliates.col.held'),
          align: 'right',
          cellClassName: 'tabular whitespace-nowrap text-ink-200',
          cell: held,
        },
        {
          key: 'this_month',
          label: t('affiliates.col.this_month'),
          align: 'right',
          cellClassName: 'tabular whitespace-nowrap text-ink-200',
          cell: thisMonth,
        },
        dateTimeColumn(
          {
            key: 'last_reward',
            label: t('affiliates.col.last_reward'),
            value: (referrer: AffiliateReferrer) => referrer.last_reward_at,
          },
          lang,
        ),
        actionsColumn(t, toggleButton),
      ]}
      cardClassName="text-sm"
      card={(referrer) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <CashierMember member={referrer.member} showBank={false} />
            <p className="tabular shrink-0 font-semibold text-gold-300">
              ฿{formatBaht(referrer.reward_total, lang)}
            </p>
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-ink-700 pt-2 text-xs text-ink-300">
            <span>
              {t('affiliates.col.invited')}:{' '}
              <span className="tabular text-ink-100">{formatCount(referrer.invited, lang)}</span>
              {' · '}
              {t('affiliates.col.rewarded')}:{' '}
              <span className="tabular text-ink-100">{formatCount(referrer.rewarded, lang)}</span>
              {' · '}
              {t('affiliates.col.held')}: <span className="tabular text-ink-100">{held(referrer)}</span>
              {' · '}
              {t('affiliates.col.this_month')}:{' '}
              <span className="tabular text-ink-100">{thisMonth(referrer)}</span>
            </span>
            <span className="tabular">{lastReward(referrer)}</span>
            {toggleButton(referrer)}
          </div>
          {openIds.has(referrer.member.id) && (
            <div className="mt-2 border-t border-ink-700 pt-2">{invitees(referrer)}</div>
          )}
        </>
      )}
    />
  );
}
