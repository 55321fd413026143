import { formatBaht } from '@sanam/contract/money.ts';
import type { AdminRedeemItem } from '@sanam/contract/rewards.ts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-count.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Badge } from '../../../ui/card.tsx';
import { actionsColumn, countColumn } from '../../../ui/columns.tsx';
import { EditButton } from '../../../ui/edit-button.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { RedeemItemPicture } from './redeem-item-picture.tsx';

type Props = {
  items: AdminRedeemItem[];
  /** the item whose change is in flight */
  pendingId: number | null;
  onToggle: (item: AdminRedeemItem, isActive: boolean) => void;
  onEdit: (item: AdminRedeemItem) => void;
};

/** A cash tier pays baht into the member's balance; any other item is posted to an address. */
function ItemType({ item }: { item: AdminRedeemItem }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (item.cash === null) return <Badge>{t('redeem_items.type.goods')}</Badge>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Badge tone="gold">{t('redeem_items.type.cash')}</Badge>
      <span className="tabular font-medium text-gold-300">฿{formatBaht(item.cash, lang)}</span>
    </span>
  );
}

function Stock({ item }: { item: AdminRedeemItem }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (item.stock === null) return <span className="text-ink-300">{t('redeem_items.unlimited')}</span>;
  if (item.stock === 0) return <Badge tone="danger">{t('redeem_items.sold_out')}</Badge>;
  return <span className="tabular text-ink-100">{formatCount(item.stock, lang)}</span>;
}

function ActiveSwitch({
  item,
  pendingId,
  onToggle,
}: Pick<Props, 'pendingId' | 'onToggle'> & { item: AdminRedeemItem }) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('redeem_items.active_for', { name: item.name })}
      checked={item.is_active}
      disabled={pendingId === item.id}
      onChange={(next) => onToggle(item, next)}
    />
  );
}

/** Every prize, inactive ones dimmed: a table on a laptop, cards on a phone. */
export function RedeemItemList({ items, pendingId, onToggle, onEdit }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const coins = (item: AdminRedeemItem) => t('redeem_items.coins', { coins: formatCount(item.point, lang) });

  const picture = (item: AdminRedeemItem) => (
    <RedeemItemPicture imageName={item.image_name} alt={t('redeem_items.picture_of', { name: item.name })} />
  );
  const activeSwitch = (item: AdminRedeemItem) => (
    <ActiveSwitch item={item} pendingId={pendingId} onToggle={onToggle} />
  );
  const editButton = (item: AdminRedeemItem) => (
    <EditButton label={t('redeem_items.edit_named', { name: item.name })} onEdit={() => onEdit(item)} />
  );

  return (
    <TableOrCards
      minWidthClass="min-w-[860px]"
      rows={items}
      rowClassName={(item) => (item.is_active ? undefined : 'opacity-70')}
      bodyClassName="divide-y divide-ink-700 bg-ink-800"
      columns={[
        { key: 'picture', label: t('redeem_items.picture'), cell: picture },
        {
          key: 'name',
          label: t('redeem_items.name'),
          cellClassName: 'max-w-64',
          cell: (item) => (
            <>
              <p className="font-medium break-words text-ink-100">{item.name}</p>
              <p className="text-xs text-ink-500">#{item.id}</p>
            </>
          ),
        },
        {
          key: 'point',
          label: t('redeem_items.point'),
          align: 'right',
          cellClassName: 'tabular font-semibold whitespace-nowrap text-gold-300',
          cell: (item) => formatCount(item.point, lang),
        },
        {
          key: 'type',
          label: t('redeem_items.type.label'),
          cellClassName: 'whitespace-nowrap',
          cell: (item) => <ItemType item={item} />,
        },
        {
          key: 'stock',
          label: t('redeem_items.stock'),
          align: 'right',
          cellClassName: 'whitespace-nowrap',
          cell: (item) => <Stock item={item} />,
        },
        countColumn(
          {
            key: 'redeemed',
            label: t('redeem_items.redeemed'),
            value: (item: AdminRedeemItem) => item.redeemed,
          },
          lang,
        ),
        { key: 'active', label: t('redeem_items.active'), cell: activeSwitch },
        actionsColumn(t, editButton),
      ]}
      cardClassName={(item) => `text-sm ${item.is_active ? '' : 'opacity-70'}`}
      card={(item) => (
        <>
          <div className="flex items-start gap-3">
            {picture(item)}
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-ink-100">{item.name}</p>
              <p className="tabular font-semibold text-gold-300">{coins(item)}</p>
              <ItemType item={item} />
            </div>
            {activeSwitch(item)}
          </div>
          <div className="mt-2 flex items-center justify-between gap-2 border-t border-ink-700 pt-2 text-xs text-ink-300">
            <span>
              {t('redeem_items.stock')}: <Stock item={item} />
            </span>
            <span>
              {t('redeem_items.redeemed')}:{' '}
              <span className="tabular text-ink-100">{formatCount(item.redeemed, lang)}</span>
            </span>
            {editButton(item)}
          </div>
        </>
      )}
    />
  );
}
