// A picture the cashier's desk keeps: the slip a member uploaded, the transfer a cashier
// paid with. Served only with the staff member's token, so it is fetched by the client (not an <img>
// URL, which would carry no Authorization) and shown from a blob URL: a thumbnail that opens large.
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client.ts';

/** The picture's blob URL while it is shown; the name is its content hash, so it never changes. */
function useImageUrl(name: string): { url: string | null; isError: boolean } {
  const query = useQuery({
    queryKey: ['cashier-image', name],
    queryFn: async () => (await api.download(cashierRoutes.image, { params: { name } })).blob,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: 1,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, isError: query.isError };
}

export function CashierImage({
  name,
  label,
  size = 'md',
}: {
  name: string;
  label: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { url, isError } = useImageUrl(name);
  const [isOpen, setIsOpen] = useState(false);
  const box = size === 'sm' ? 'size-16' : 'size-24';
  if (isError) {
    return (
      <p
        className={`${box} grid place-items-center rounded-md bg-ink-900 p-1 text-center text-[11px] text-ink-300`}
      >
        {t('cashier.image.failed')}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        disabled={!url}
        aria-label={t('cashier.image.open', { label })}
        className={`${box} shrink-0 overflow-hidden rounded-md bg-ink-950 ring-1 ring-ink-600 transition hover:ring-gold-400 focus-visible:outline-2 focus-visible:outline-gold-400 disabled:animate-pulse`}
      >
        {url && <img src={url} alt={label} className="size-full object-cover object-top" />}
      </button>
      {isOpen && url && (
        <Dialog title={label} onClose={() => setIsOpen(false)}>
          <img src={url} alt={label} className="mx-auto max-h-[75vh] w-auto max-w-full rounded-md bg-white" />
        </Dialog>
      )}
    </>
  );
}
