import type { Language } from '@sanam/contract/constants.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import type { AffiliateInvitee } from '@sanam/contract/rewards.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { Badge } from '../../../ui/card.tsx';
import { dateTimeColumn, memberColumns } from '../../../ui/columns.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { useInvitees } from '../api/list-invitees.ts';
import { MemberLink } from '../../../ui/member-link.tsx';

function money(amount: number | null, lang: Language): string {
  return amount === null ? '—' : `฿${formatBaht(amount, lang)}`;
}

/**
 * Not yet (no approved deposit), waiting for the invitee's play (with how far it has come), received,
 * or capped (paid only up to the referrer's monthly cap: what was paid of what was earned).
 */
function RewardStatus({ invitee }: { invitee: AffiliateInvitee }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (invitee.status === 'held') {
    const play = invitee.play ?? 0;
    const required = invitee.play_required ?? 0;
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <Badge tone="gold">{t('affiliates.status.held')}</Badge>
        <progress
          className="h-1.5 w-28 accent-gold-400"
          max={required || 1}
          value={Math.min(play, required)}
          aria-label={t('affiliates.play_progress', {
            play: formatBaht(play, lang),
            required: formatBaht(required, lang),
          })}
        />
        <span className="tabular text-xs text-ink-300">
          {t('affiliates.play_progress', {
            play: formatBaht(play, lang),
            required: formatBaht(required, lang),
          })}
        </span>
      </span>
    );
  }
  if (!invitee.is_aff_reward) return <Badge>{t('affiliates.status.waiting')}</Badge>;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      {invitee.status === 'capped' ? (
        <>
          <Badge tone="danger">{t('affiliates.status.capped')}</Badge>
          <span className="tabular text-xs text-ink-300">
            {t('affiliates.capped_paid', {
              paid: formatBaht(invitee.paid ?? 0, lang),
              reward: formatBaht(invitee.reward ?? 0, lang),
            })}
          </span>
        </>
      ) : (
        <Badge tone="success">{t('affiliates.status.received')}</Badge>
      )}
      {invitee.rewarded_at && (
        <span className="tabular text-xs text-ink-300">{formatDateTime(invitee.rewarded_at, lang)}</span>
      )}
    </span>
  );
}

function Invitees({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isDesktop = useIsDesktop();
  const invitees = useInvitees(memberId);

  return (
    <QueryResult query={invitees} emptyText={t('affiliates.invitees_empty')}>
      {(list) =>
        isDesktop ? (
          <DataTable
            look="inset"
            rows={list}
            rowClassName="align-top"
            columns={[
              ...memberColumns<AffiliateInvitee>(t),
              dateTimeColumn(
                {
                  key: 'registered',
                  label: t('affiliates.col.registered'),
                  value: (invitee: AffiliateInvitee) => invitee.registered_at,
                },
                lang,
              ),
              {
                key: 'deposit',
                label: t('affiliates.col.deposit'),
                align: 'right',
                cellClassName: 'tabular text-ink-200',
                cell: (invitee) => money(invitee.deposit, lang),
              },
              {
                key: 'reward',
                label: t('affiliates.col.reward'),
                align: 'right',
                cellClassName: 'tabular font-semibold text-gold-300',
                cell: (invitee) => money(invitee.reward, lang),
              },
              {
                key: 'status',
                label: t('affiliates.col.status'),
                cell: (invitee) => <RewardStatus invitee={invitee} />,
              },
            ]}
          />
        ) : (
          <ul className="divide-y divide-ink-700">
            {list.map((invitee) => (
              <li key={invitee.id} className="flex items-start justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="truncate font-medium">
                    <MemberLink id={invitee.id} username={invitee.username} />
                  </p>
                  <p className="tabular text-xs text-ink-300">{invitee.phone}</p>
                  <p className="text-xs text-ink-300">
                    {t('affiliates.col.registered')}:{' '}
                    <span className="tabular">{formatDateTime(invitee.registered_at, lang)}</span>
                  </p>
                  <p className="text-xs text-ink-300">
                    {t('affiliates.col.deposit')}:{' '}
                    <span className="tabular">{money(invitee.deposit, lang)}</span>
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="tabular font-semibold text-gold-300">{money(invitee.reward, lang)}</p>
                  <RewardStatus invitee={invitee} />
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </QueryResult>
  );
}

/** The members one referrer invited, fetched when the referrer's row is opened. */
export function InviteeList({ id, memberId, username }: { id: string; memberId: number; username: string }) {
  const { t } = useTranslation();
  return (
    <section id={id} aria-label={t('affiliates.invitees_of', { username })} className="text-sm">
      <h3 className="mb-1 text-xs font-medium text-ink-300">{t('affiliates.invitees_of', { username })}</h3>
      <div className="overflow-x-auto">
        <Invitees memberId={memberId} />
      </div>
    </section>
  );
}
