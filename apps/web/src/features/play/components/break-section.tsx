// "Take a break" on the responsible-play page: a time-out (24 hours to 6 weeks) or a self-exclusion
// (6 months to 5 years), taken at once (the rules: contract play-limits.ts). Nothing sends until a
// length is chosen, its end shown, and the member ticked that it cannot be cancelled or shortened; the
// contract's playBreakRequest checks that before the call. The server ends every sign-in of the
// member with it, so a taken break signs out here too and says so on the login screen.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  breakEndsAt,
  breakKindOf,
  SELF_EXCLUSIONS,
  TIME_OUTS,
  type BreakKind,
  type BreakLength,
} from '@sanam/contract/play-limits.ts';
import { playBreakRequest } from '@sanam/contract/play.ts';
import { Button } from '@sanam/ui/button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useDateTime } from '../../../lib/time-format.ts';
import { AlertIcon } from '../../../ui/icons.tsx';
import { usePopup } from '../../../ui/popup.tsx';
import { useTakeBreak } from '../api/take-break.ts';
import { refusalText } from './refusal-text.ts';
import './break-words.ts';

const GROUPS: ReadonlyArray<{ kind: BreakKind; lengths: readonly BreakLength[] }> = [
  { kind: 'time_out', lengths: Object.keys(TIME_OUTS) as BreakLength[] },
  { kind: 'exclusion', lengths: Object.keys(SELF_EXCLUSIONS) as BreakLength[] },
];

function LengthChoice({
  name,
  kind,
  lengths,
  chosen,
  onChoose,
}: {
  name: string;
  kind: BreakKind;
  lengths: readonly BreakLength[];
  chosen: BreakLength | null;
  onChoose: (length: BreakLength) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-2xl bg-ink-900/70 p-4 ring-1 ring-ink-600/60">
      <legend className="sr-only">{t(`play_page.break.${kind}`)}</legend>
      <p aria-hidden="true" className="font-medium text-ink-100">
        {t(`play_page.break.${kind}`)}
      </p>
      <p className="mt-1 mb-3 text-sm text-ink-300">{t(`play_page.break.${kind}_text`)}</p>
      <div className={`grid gap-2 ${lengths.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}>
        {lengths.map((length) => (
          <label
            key={length}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl bg-ink-800 px-2 text-center text-sm font-medium text-ink-200 ring-1 ring-ink-600/70 transition hover:text-ink-100 has-checked:bg-gold-500/15 has-checked:text-gold-300 has-checked:ring-2 has-checked:ring-gold-500 has-focus-visible:outline-2 has-focus-visible:outline-gold-400"
          >
            <input
              type="radio"
              name={name}
              value={length}
              checked={chosen === length}
              onChange={() => onChoose(length)}
              className="sr-only"
            />
            {t(`play_page.break.length.${length}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function BreakSection() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const popup = usePopup();
  const { logout } = useAuth();
  const takeBreak = useTakeBreak();
  const name = useId();
  const checkId = useId();
  const [length, setLength] = useState<BreakLength | null>(null);
  const [isUnderstood, setIsUnderstood] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const choose = (next: BreakLength) => {
    setLength(next);
    setError(undefined);
  };

  const start = async () => {
    const parsed = playBreakRequest.safeParse({ length, confirm: isUnderstood });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    let message: string;
    try {
      message = await takeBreak.mutateAsync(parsed.data);
    } catch (err) {
      await popup({ kind: 'warning', title: refusalText(err, t('play_page.failed')) });
      return;
    }
    // the server ended this sign-in with the others: nothing to revoke, only to leave
    await logout({ isSessionEnded: true });
    void popup({ kind: 'success', title: message });
  };

  const kind = length === null ? null : breakKindOf(length);
  const endsAt = length === null ? null : breakEndsAt(length, new Date()).toISOString();

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-200">{t('play_page.break.intro')}</p>
      <div className="grid gap-3 lg:grid-cols-2">
        {GROUPS.map((group) => (
          <LengthChoice
            key={group.kind}
            name={name}
            kind={group.kind}
            lengths={group.lengths}
            chosen={length}
            onChoose={choose}
          />
        ))}
      </div>
      {length !== null && kind !== null ? (
        <div className="space-y-4 rounded-2xl bg-danger/10 p-4 ring-1 ring-danger/40">
          <p className="flex gap-2 text-ink-100" aria-live="polite">
            <AlertIcon className="mt-1 shrink-0 text-danger" />
            <span>
              {t(`play_page.break.ends_${kind}`, {
                length: t(`play_page.break.length.${length}`),
                at: dateTime(endsAt),
              })}
            </span>
          </p>
          <div className="flex items-start gap-3">
            <input
              id={checkId}
              type="checkbox"
              checked={isUnderstood}
              onChange={(e) => {
                setIsUnderstood(e.target.checked);
                setError(undefined);
              }}
              className="mt-0.5 size-5 shrink-0 accent-gold-500"
            />
            <label htmlFor={checkId} className="text-sm text-ink-100">
              {t('play_page.break.understand')}
            </label>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {t(error)}
            </p>
          ) : null}
          <Button
            variant="danger"
            className="w-full sm:w-auto"
            disabled={!isUnderstood}
            isLoading={takeBreak.isPending}
            onClick={() => void start()}
          >
            {t('play_page.break.start')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
