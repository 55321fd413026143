import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';
import { LiveIcon } from '../../ui/icons.tsx';

/** Spec §2 /match/{id}: the live match room (later issue). */
export function MatchRoomPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <ComingSoonPage
      icon={<LiveIcon />}
      title={t('pages.match.title')}
      subtitle={t('pages.match.subtitle', { id })}
    />
  );
}

/** Spec §2 /prematch/{id}: pre-fight matches (later issue). */
export function PrematchPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <ComingSoonPage
      icon={<LiveIcon />}
      title={t('pages.prematch.title')}
      subtitle={t('pages.match.subtitle', { id })}
    />
  );
}
