// A page that fails to load or to render. The usual cause is a page chunk that could not be fetched
// (the connection dropped, or a new build replaced the hashed file names since this tab opened), so
// the way out is a full reload, which also picks up the new index.html.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageReload } from '../lib/page-reload.ts';
import { ErrorState } from '@sanam/ui/error-state.tsx';

export function RouteError({ isFullScreen = false }: { isFullScreen?: boolean }) {
  const { t } = useTranslation();
  const error = (
    <ErrorState
      message={t('common.page_error_title')}
      text={t('common.page_error_text')}
      onRetry={() => pageReload.reload()}
      isRetrying={false}
    />
  );
  if (!isFullScreen) return error;
  return <div className="flex min-h-dvh items-center justify-center bg-ink-900 px-4">{error}</div>;
}

interface BoundaryProps {
  children: ReactNode;
  /** the address: moving to another page clears the error, so the header's links still lead away */
  resetKey: string;
  isFullScreen?: boolean;
}

interface BoundaryState {
  hasError: boolean;
  resetKey: string;
}

/** Catches a page chunk that failed to load (React.lazy rethrows it) or a render error below it. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.hasError) return <RouteError isFullScreen={this.props.isFullScreen} />;
    return this.props.children;
  }
}
