import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';
import { UsersIcon } from '../../ui/icons.tsx';

export function AffiliatePage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={<UsersIcon />}
      title={t('pages.affiliate.title')}
      subtitle={t('pages.affiliate.subtitle')}
    />
  );
}
