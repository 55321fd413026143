import type { AdminRedeemItem } from '@sanam/contract/rewards.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '@sanam/ui/button.tsx';
import { PageHeader } from '../../../ui/card.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { useRedeemItems } from '../api/list-redeem-items.ts';
import { useUpdateRedeemItem } from '../api/update-redeem-item.ts';
import { RedeemItemDialog } from './redeem-item-dialog.tsx';
import { RedeemItemList } from './redeem-item-list.tsx';

/**
 * /redeem-items (admins): what members can exchange their coins for (DESIGN §7). Items 5, 6 and 7 are
 * the cash tiers, whose prices are fixed; every other item is a prize posted to the member.
 */
export function RedeemItemsPage() {
  const { t } = useTranslation();
  const items = useRedeemItems();
  const update = useUpdateRedeemItem();
  const [editing, setEditing] = useState<AdminRedeemItem | 'new' | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  // Switching an item off only hides it from the redeem page; orders already made stay. One click.
  const onToggle = (item: AdminRedeemItem, isActive: boolean) => {
    setNotice(null);
    update.mutate(
      { id: item.id, patch: { is_active: isActive } },
      {
        onSuccess: () => setNotice({ tone: 'ok', text: t('redeem_item.updated') }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('nav.redeem_items')}
        actions={
          <Button
            variant="primary"
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('redeem_items.new')}
          </Button>
        }
      />
      <p className="-mt-2 mb-3 text-sm text-ink-300">{t('redeem_items.intro')}</p>
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      <QueryResult query={items} emptyText={t('redeem_items.empty')}>
        {(list) => (
          <RedeemItemList
            items={list}
            pendingId={update.isPending ? update.variables.id : null}
            onToggle={onToggle}
            onEdit={(item) => {
              setNotice(null);
              setEditing(item);
            }}
          />
        )}
      </QueryResult>
      {editing && (
        <RedeemItemDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: 'ok', text });
          }}
        />
      )}
    </>
  );
}
