import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';
import { GiftIcon } from '../../ui/icons.tsx';

export function RedeemPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={<GiftIcon />}
      title={t('pages.redeem.title')}
      subtitle={t('pages.redeem.subtitle')}
    />
  );
}
