import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { CopyButton } from '@sanam/ui/copy-button.tsx';

/** The recovery codes, shown once (the server keeps only their hashes), with a copy of them all. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-4">
      <div>
        <h2 id="recovery-codes-title" className="text-base font-semibold text-ink-100">
          {t('totp.codes.title')}
        </h2>
        <p className="mt-1 text-sm text-warning">{t('totp.codes.intro')}</p>
      </div>
      <ol
        aria-label={t('totp.codes.title')}
        className="grid grid-cols-2 gap-2 rounded-lg border border-ink-600 bg-ink-950/60 p-3 font-mono text-sm text-ink-100"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CopyButton text={codes.join('\n')} label={t('totp.codes.copy_all')} />
        <Button variant="primary" onClick={onDone}>
          {t('totp.codes.saved')}
        </Button>
      </div>
    </section>
  );
}
