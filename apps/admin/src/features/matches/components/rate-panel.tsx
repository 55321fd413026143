import { zodResolver } from '@hookform/resolvers/zod';
import { ratePublishRequest, type Match, type RatePublishRequest } from '@sanam/contract/matches.ts';
import { RATE_PRESETS, rateText, type RateNumbers } from '@sanam/contract/odds.ts';
import { givesMemberEdge, isValidQuote } from '@sanam/contract/pricing.ts';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useIssueText } from '../../../lib/issue-text.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { useSecondsUntil } from '@sanam/ui/countdown.ts';
import { usePublishRate } from '../api/publish-rate.ts';
import type { DeskReport } from './desk-report.ts';
import { currentRateNumbers } from './match-text.ts';
import { Panel } from './panel.tsx';
import { RatePricing } from './rate-pricing.tsx';

type RateForm = z.input<typeof ratePublishRequest>;

const numberFields = ['red_rate_1', 'red_rate_2', 'blue_rate_1', 'blue_rate_2'] as const;

/** A typed odds number: anything but whole digits fails the contract rule (1…1000, integer). */
function parseRateNumber(text: unknown): number {
  if (typeof text === 'number') return text;
  const value = typeof text === 'string' ? text.trim() : '';
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

function sameRate(a: RateNumbers, b: RateNumbers | null): boolean {
  return (
    b !== null &&
    a.red_rate_1 === b.red_rate_1 &&
    a.red_rate_2 === b.red_rate_2 &&
    a.blue_rate_1 === b.blue_rate_1 &&
    a.blue_rate_2 === b.blue_rate_2
  );
}

/** A preset in the colour of its favourite (red, blue) or grey when even. */
function presetTone(preset: RateNumbers): string {
  if (preset.red_rate_1 > preset.red_rate_2)
    return 'border-red-side/50 bg-red-side/10 text-ink-100 hover:bg-red-side/25';
  if (preset.blue_rate_1 > preset.blue_rate_2)
    return 'border-blue-side/50 bg-blue-side/10 text-ink-100 hover:bg-blue-side/25';
  return 'border-ink-600 bg-ink-700 text-ink-100 hover:bg-ink-600';
}

/** How long a published rate can be taken back with one click. */
export const UNDO_SECONDS = 5;

/**
 * What the last rate click did, shown beside the presets: a rate published (with the rate it replaced,
 * to go back to within UNDO_SECONDS), or a rate put back by that undo.
 */
export type RateOutcome =
  | {
      kind: 'published';
      text: string;
      rateId: number;
      back: RatePublishRequest | null;
      backText: string | null;
      undoUntil: string;
    }
  | { kind: 'restored'; text: string };

type Props = {
  match: Match;
  isBusy: boolean;
  report: DeskReport;
  outcome: RateOutcome | null;
  onOutcome: (outcome: RateOutcome) => void;
};

const EVEN: RateNumbers = { red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 };

export function RatePanel({ match, isBusy, report, outcome, onOutcome }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const publish = usePublishRate(match.id);
  const current = currentRateNumbers(match);
  const [isTyping, setTyping] = useState(false);
  const customId = useId();

  // A preset publishes at once: under time pressure one click is the point. A wrong click is taken
  // back by the undo beside the presets, which publishes the replaced rate again (docs/decisions.md):
  // bets placed in between keep the price they took. The preset in force does nothing: publishing it
  // again would only void the price members are looking at.
  const publishRate = (body: RatePublishRequest) => {
    const back =
      current === null
        ? null
        : { ...current, ...(match.now_rate_name ? { rate_name: match.now_rate_name } : {}) };
    publish.mutate(body, {
      onSuccess: (rate) =>
        onOutcome({
          kind: 'published',
          text: rateText(body, lang),
          rateId: rate.id,
          back,
          backText: current === null ? null : rateText(current, lang),
          undoUntil: new Date(Date.now() + UNDO_SECONDS * 1000).toISOString(),
        }),
      onError: report.handlers('match.rate_published').onError,
    });
  };
  const undo = (back: RatePublishRequest, backText: string) =>
    publish.mutate(back, {
      onSuccess: () => onOutcome({ kind: 'restored', text: backText }),
      onError: report.handlers('match.rate_published').onError,
    });
  const presets = RATE_PRESETS.map((preset) => ({ text: rateText(preset, lang), preset }));

  return (
    <Panel title={t('matches.rate.title')}>
      <SegmentedControl
        label={t('matches.rate.presets')}
        options={presets.map(({ text, preset }) => ({
          value: text,
          label: text,
          isDisabled: isBusy || sameRate(preset, current),
          offClass: `disabled:cursor-not-allowed disabled:opacity-50 ${presetTone(preset)}`,
        }))}
        value={presets.find(({ preset }) => sameRate(preset, current))?.text ?? null}
        onChange={(text) => {
          const chosen = presets.find((p) => p.text === text);
          if (chosen) publishRate({ ...chosen.preset });
        }}
        styles={{
          group: 'grid grid-cols-4 gap-2 sm:grid-cols-7 lg:grid-cols-4 xl:grid-cols-7',
          item: 'h-12 rounded-lg border text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
          on: 'cursor-default border-gold-500 bg-gold-500/15 text-gold-300',
        }}
      />
      <OutcomeLine
        outcome={outcome}
        rateInForce={match.rate}
        isBusy={isBusy}
        isUndoing={publish.isPending}
        onUndo={undo}
      />
      <div className="mt-1 border-t border-ink-700 pt-2">
        <button
          type="button"
          aria-expanded={isTyping}
          aria-controls={customId}
          onClick={() => setTyping(!isTyping)}
          className="flex items-center gap-1.5 rounded text-sm font-semibold text-ink-100 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
        >
          <span
            aria-hidden="true"
            className={`inline-block transition-transform ${isTyping ? 'rotate-90' : ''}`}
          >
            ▸
          </span>
          {t('matches.rate.custom')}
        </button>
        {/* A new form for every rate in force (match.rate is its id): whoever published it, from this
            desk, another or a preset, the fields and the big button start again from what members see. */}
        <div id={customId} hidden={!isTyping}>
          {isTyping && (
            <CustomRateForm
              key={match.rate ?? 'none'}
              current={current}
              currentName={match.now_rate_name}
              isBusy={isBusy}
              isPublishing={publish.isPending}
              onPublish={publishRate}
            />
          )}
        </div>
      </div>
    </Panel>
  );
}

/**
 * "Rate published: R 10/8 · Undo: back to R 10/9 (5 s)". The undo is offered only while the rate this
 * desk published is still the one in force: once another desk (or this one) moved on, going back would
 * overwrite a rate the operator did not mean to touch.
 */
function OutcomeLine({
  outcome,
  rateInForce,
  isBusy,
  isUndoing,
  onUndo,
}: {
  outcome: RateOutcome | null;
  rateInForce: number | null;
  isBusy: boolean;
  isUndoing: boolean;
  onUndo: (back: RatePublishRequest, backText: string) => void;
}) {
  const { t } = useTranslation();
  const published = outcome?.kind === 'published' ? outcome : null;
  const seconds = useSecondsUntil(published?.undoUntil ?? null);
  const canUndo =
    published !== null &&
    published.back !== null &&
    published.backText !== null &&
    published.rateId === rateInForce &&
    seconds !== null &&
    seconds > 0;
  return (
    // the line keeps its height when empty, so the presets' neighbours never jump under the pointer
    <div className="mt-2 flex min-h-9 flex-wrap items-center gap-x-3 gap-y-1">
      {outcome && (
        <p role="status" className="min-w-0 text-sm font-medium text-success">
          {outcome.kind === 'published'
            ? t('matches.rate.published', { text: outcome.text })
            : t('matches.rate.restored', { text: outcome.text })}
        </p>
      )}
      {canUndo && published.back && published.backText && (
        <Button
          size="sm"
          isLoading={isUndoing}
          disabled={isBusy}
          onClick={() => published.back && published.backText && onUndo(published.back, published.backText)}
        >
          {t('matches.rate.undo', { text: published.backText, seconds })}
        </Button>
      )}
    </div>
  );
}

type FormProps = {
  current: RateNumbers | null;
  currentName: string | null;
  isBusy: boolean;
  isPublishing: boolean;
  onPublish: (body: RatePublishRequest) => void;
};

/**
 * The typed rate. Its button names exactly what it publishes, and while the fields hold the rate in
 * force it is spent ("In force: R 10/8"), so one click can never publish a rate the desk does not show.
 */
function CustomRateForm({ current, currentName, isBusy, isPublishing, onPublish }: FormProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RateForm, unknown, RatePublishRequest>({
    resolver: zodResolver(ratePublishRequest),
    defaultValues: current ?? EVEN,
  });
  const typed = useWatch({ control, name: [...numberFields] });
  const typedName = useWatch({ control, name: 'rate_name' });
  const typedNumbers = typed.every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0)
    ? { red_rate_1: typed[0], red_rate_2: typed[1], blue_rate_1: typed[2], blue_rate_2: typed[3] }
    : null;
  const preview = typedNumbers ? rateText(typedNumbers, lang) : null;
  const hasNewName = typeof typedName === 'string' && typedName.trim() !== '' && typedName !== currentName;
  const isInForce = typedNumbers !== null && sameRate(typedNumbers, current) && !hasNewName;
  const issueText = useIssueText();
  const numbersError = numberFields.map((f) => errors[f]?.message).find(Boolean);
  const edgeWarningId = useId();
  // what the fields hold now, valid or not: the pricing line follows every keystroke
  const typedQuote: RateNumbers = {
    red_rate_1: parseRateNumber(typed[0]),
    red_rate_2: parseRateNumber(typed[1]),
    blue_rate_1: parseRateNumber(typed[2]),
    blue_rate_2: parseRateNumber(typed[3]),
  };
  const hasMemberEdge = isValidQuote(typedQuote) && givesMemberEdge(typedQuote);

  const onSubmit = handleSubmit((body) => {
    // the button is disabled then; Enter in a field must not get round it
    if (sameRate(body, current) && (body.rate_name === undefined || body.rate_name === currentName)) return;
    onPublish(body);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {numberFields.map((field) => (
          <TextField
            key={field}
            label={t(`matches.rate.${field}`)}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={errors[field] ? true : undefined}
            {...register(field, { setValueAs: parseRateNumber })}
          />
        ))}
      </div>
      {numbersError && (
        <p role="alert" className="mt-1 text-xs text-danger">
          {issueText(numbersError)}
        </p>
      )}
      <RatePricing typed={typedQuote} warningId={edgeWarningId} />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-40 flex-1"
          label={t('matches.rate.name')}
          autoComplete="off"
          placeholder={preview ?? ''}
          error={errors.rate_name?.message}
          {...register('rate_name', {
            setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined),
          })}
        />
        <Button
          type="submit"
          variant="primary"
          isLoading={isPublishing}
          disabled={isBusy || isInForce}
          aria-describedby={hasMemberEdge ? edgeWarningId : undefined}
        >
          {isInForce && preview
            ? t('matches.rate.in_force', { text: preview })
            : preview
              ? t('matches.rate.publish_as', { text: preview })
              : t('matches.rate.publish')}
        </Button>
      </div>
    </form>
  );
}
