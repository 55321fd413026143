import type { AdminMember } from '@sanam/contract/admin.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { can } from '../../../lib/permissions.ts';
import { useListSearch } from '../../../lib/use-list-filter.ts';
import { PageHeader } from '../../../ui/card.tsx';
import { ConfirmDialog } from '@sanam/ui/confirm-dialog.tsx';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { useMembers } from '../api/list-members.ts';
import { useUpdateMember, type MemberFlags } from '../api/update-member.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { BettingControlsDialog } from './betting-controls-dialog.tsx';
import { MemberList } from './member-list.tsx';
import { UnlockLoginDialog } from './unlock-login-dialog.tsx';

const PAGE_SIZE = 20;

export function MembersPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const filter = useListSearch();
  const { q, offset } = filter;
  const members = useMembers({ q, limit: PAGE_SIZE, offset });
  const updateMember = useUpdateMember();
  const [toBlock, setToBlock] = useState<AdminMember | null>(null);
  const [toAdjust, setToAdjust] = useState<AdminMember | null>(null);
  const [toUnlock, setToUnlock] = useState<AdminMember | null>(null);
  const [toControl, setToControl] = useState<AdminMember | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const saveFlags = (member: AdminMember, patch: MemberFlags) => {
    setNotice(null);
    updateMember.mutate(
      { id: member.id, patch },
      {
        onSuccess: () => setNotice({ tone: 'ok', text: t('members.saved', { username: member.username }) }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
        onSettled: () => setToBlock(null),
      },
    );
  };

  const onFlag = (member: AdminMember, patch: MemberFlags) => {
    // Blocking locks a member out: ask first. Unblocking and VIP are one click.
    if (patch.is_blocked === true) setToBlock(member);
    else saveFlags(member, patch);
  };

  return (
    <>
      <PageHeader title={t('nav.members')} />
      <div className="mb-3 flex items-center gap-3">
        <SearchBox
          id="member-search"
          label={t('members.search')}
          placeholder={t('members.search_placeholder')}
          value={filter.search}
          onChange={filter.setSearch}
          className="relative w-full max-w-md"
        />
        {members.isFetching && !members.isPending && (
          <Spinner className="size-4 text-gold-500" label={t('common.loading')} />
        )}
      </div>

      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`mb-3 rounded-lg border px-3 py-2 text-sm ${notice.tone === 'error' ? 'border-danger/40 bg-danger/10 text-danger' : 'border-success/40 bg-success/10 text-success'}`}
        >
          {notice.text}
        </p>
      )}

      <PagedResults
        query={members}
        emptyText={q ? t('members.empty_search', { q }) : t('members.empty')}
        offset={offset}
        limit={PAGE_SIZE}
        onOffset={filter.setOffset}
      >
        {(items) => (
          <MemberList
            members={items}
            canEditFlags={can(operator?.role, 'members.flags')}
            canAdjust={can(operator?.role, 'members.adjust')}
            canControlBetting={can(operator?.role, 'members.betting')}
            pendingId={updateMember.isPending ? updateMember.variables.id : null}
            onFlag={onFlag}
            onAdjust={setToAdjust}
            onUnlock={setToUnlock}
            onBettingControls={setToControl}
          />
        )}
      </PagedResults>

      {toBlock && (
        <ConfirmDialog
          title={t('members.block_confirm_title')}
          body={t('members.block_confirm_body', { username: toBlock.username })}
          confirmLabel={t('members.block_confirm')}
          tone="danger"
          isPending={updateMember.isPending}
          onConfirm={() => saveFlags(toBlock, { is_blocked: true })}
          onCancel={() => setToBlock(null)}
        />
      )}
      {toAdjust && <AdjustDialog member={toAdjust} onClose={() => setToAdjust(null)} />}
      {toUnlock && <UnlockLoginDialog member={toUnlock} onClose={() => setToUnlock(null)} />}
      {toControl && <BettingControlsDialog member={toControl} onClose={() => setToControl(null)} />}
    </>
  );
}
