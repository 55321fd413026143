import type { OperatorRole } from '@sanam/contract/constants.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../ui/card.tsx';

/**
 * What an operator sees at the address of a page their role cannot use (a link followed, an address
 * typed or kept from another role): which page, which roles it is for, who they are, and the way
 * back. The page itself is never rendered, so nothing of it asks the server.
 */
export function NoAccess({
  page,
  roles,
  role,
}: {
  /** the page's name key in the catalogue (nav.*) */
  page: string;
  roles: readonly OperatorRole[];
  role: OperatorRole | undefined;
}) {
  const { t } = useTranslation();
  const list = (names: readonly OperatorRole[]) => names.map((r) => t(`role.${r}`)).join(', ');
  return (
    <>
      <PageHeader title={t('access.denied.title', { page: t(page) })} />
      <section
        role="alert"
        className="max-w-xl space-y-3 rounded-card border border-warning/40 bg-warning/10 p-4 text-sm text-ink-100"
      >
        <p>{t('access.denied.roles', { roles: list(roles) })}</p>
        {role && <p className="text-ink-300">{t('access.denied.you', { role: t(`role.${role}`) })}</p>}
        <p className="text-ink-300">{t('access.denied.ask')}</p>
        <Link to="/" className="inline-block font-medium text-gold-300 hover:underline">
          {t('access.denied.back')}
        </Link>
      </section>
    </>
  );
}
