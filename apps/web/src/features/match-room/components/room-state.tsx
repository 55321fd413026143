// The room's whole-page states: loading, load failure and missing match (spec §8 match room).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '@sanam/ui/button.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { ErrorIcon } from '@sanam/ui/icons.tsx';
import { HomeIcon, LiveIcon } from '../../../ui/icons.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';

export function RoomLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-gold-400">
      <Spinner className="size-10" label={label} />
      <p className="text-sm text-ink-300">{label}</p>
    </div>
  );
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-4 text-gold-400 ring-1 ring-gold-500/60 hover:bg-gold-500/10 focus-visible:outline-2 focus-visible:outline-gold-400"
    >
      <HomeIcon />
      {t('room.back_home')}
    </Link>
  );
}

export function RoomNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<LiveIcon />}
      title={t('room.not_found')}
      text={t('room.not_found_text')}
      action={<HomeLink />}
    />
  );
}

export function RoomLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ErrorIcon />}
      title={t('room.load_error_title')}
      text={t('room.load_error_text')}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>{t('room.retry')}</Button>
          <HomeLink />
        </div>
      }
    />
  );
}
