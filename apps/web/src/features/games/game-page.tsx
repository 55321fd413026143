import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';
import { GamepadIcon } from '../../ui/icons.tsx';

/** Spec §2: the five game launch pages. */
export const GAMES = ['m7', 'wc', 'mpy', 'ws', 'step'] as const;
export type Game = (typeof GAMES)[number];

export function GamePage({ game }: { game: Game }) {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      icon={<GamepadIcon />}
      title={t(`pages.games.${game}`)}
      subtitle={t('pages.games.subtitle')}
    />
  );
}
