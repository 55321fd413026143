// A member's username as a link to their member file: wherever the console names a member,
// the file is one click away.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function MemberLink({
  id,
  username,
  className = 'text-gold-300 hover:underline',
}: {
  id: number;
  username: string;
  className?: string;
}) {
  return (
    <Link to={`/members/${id}`} className={className} translate="no">
      {username}
    </Link>
  );
}

/**
 * A short "file" link beside a control that already uses the member's name (a filter by member in
 * the audit log and the step tickets desk).
 */
export function MemberFileLink({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/members/${id}`}
      className="text-xs whitespace-nowrap text-gold-300 hover:underline"
      aria-label={t('member_file.open_for', { username: name })}
    >
      {t('member_file.open_short')}
    </Link>
  );
}
