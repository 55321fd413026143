// What the three cashier desks (deposits, withdrawals, redeem orders) give the kit's decision queue
// alike: cards on a phone and the table on a laptop, the shared columns' names, and the request's time
// on the Bangkok clock. Each desk adds its own cells and decisions.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format-time.ts';
import { currentLanguage } from './i18n.ts';
import { useIsDesktop } from './use-media-query.ts';

export function useCashierQueue() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isDesktop = useIsDesktop();
  return {
    layout: isDesktop ? 'table' : 'cards',
    labels: {
      time: t('cashier.col.time'),
      member: t('cashier.col.member'),
      status: t('cashier.col.status'),
      actions: t('members.col.actions'),
    },
    time: (request: { created_at: string }) => formatDateTime(request.created_at, lang),
  } as const;
}
