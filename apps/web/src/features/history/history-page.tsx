import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';
import { HistoryIcon } from '../../ui/icons.tsx';

export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={<HistoryIcon />}
      title={t('pages.history.title')}
      subtitle={t('pages.history.subtitle')}
    />
  );
}
