import type { Match, Stadium } from '@sanam/contract/matches.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatInstant } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { can } from '../../../lib/permissions.ts';
import { useStadiums } from '../../../lib/stadiums.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Badge, PageHeader } from '../../../ui/card.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { inputClass } from '@sanam/ui/field.tsx';
import { useMatches } from '../api/list-matches.ts';
import { CreateMatchDialog } from './create-match-dialog.tsx';
import { bettingState, currentRateText, resultLabel } from './match-text.ts';

const ENDED_LIMIT = 20;

/** Red against blue, in their sides' colours. */
function Fighters({ match }: { match: Match }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="text-red-side">{match.red_cow_name}</span>
      <span className="mx-1.5 text-ink-300">{t('matches.vs')}</span>
      <span className="text-blue-side">{match.blue_cow_name}</span>
    </>
  );
}

function RoundLink({ match }: { match: Match }) {
  return (
    <Link to={`/matches/${match.id}`} className="font-medium text-gold-300 hover:underline">
      {match.round_name}
    </Link>
  );
}

function RunningRow({ match }: { match: Match }) {
  const { t } = useTranslation();
  const rate = currentRateText(match, currentLanguage());
  const betting = bettingState(match);
  return (
    <li>
      <Link
        to={`/matches/${match.id}`}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-ink-700 bg-ink-800 px-3 py-2.5 hover:border-gold-500/60"
      >
        <span className="min-w-32 font-semibold text-ink-100">{match.round_name}</span>
        <span className="min-w-0 flex-1 basis-48 text-sm break-words">
          <Fighters match={match} />
        </span>
        <span className="flex items-center gap-1.5">
          {match.is_prefight && <Badge tone="gold">{t('matches.prefight')}</Badge>}
          <Badge tone={betting === 'closed' ? 'muted' : 'success'}>
            {t(`matches.betting.state.${betting}`)}
          </Badge>
          {betting === 'open' && match.is_open_tie === 1 && (
            <Badge tone="success">{t('matches.tie.short')}</Badge>
          )}
        </span>
        <span className="tabular ml-auto w-20 text-right font-semibold text-gold-300">{rate ?? '—'}</span>
      </Link>
    </li>
  );
}

function groupByStadium(
  matches: Match[],
  stadiums: Stadium[],
): { key: string; name: string; matches: Match[] }[] {
  const groups = new Map<string, { key: string; name: string; matches: Match[] }>();
  for (const match of matches) {
    const key = String(match.stadium_id ?? 'none');
    const name = match.stadium_name ?? stadiums.find((s) => s.id === match.stadium_id)?.name ?? '';
    const group = groups.get(key) ?? { key, name, matches: [] };
    group.matches.push(match);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function MatchesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const operator = useOperator();
  const canControl = can(operator?.role, 'matches.control');
  const lang = currentLanguage();
  const stadiums = useStadiums();
  const [stadiumId, setStadiumId] = useState<number | undefined>(undefined);
  const [isCreating, setCreating] = useState(false);
  const running = useMatches({ status: 'running', stadium_id: stadiumId, limit: 200 });
  const ended = useMatches({ status: 'ended', stadium_id: stadiumId, limit: ENDED_LIMIT });

  return (
    <>
      <PageHeader
        title={t('nav.matches')}
        actions={
          canControl && (
            <Button variant="primary" onClick={() => setCreating(true)} disabled={stadiums.isPending}>
              {t('matches.create.open')}
            </Button>
          )
        }
      />
      <div className="mb-4 max-w-xs">
        <label htmlFor="match-stadium-filter" className="sr-only">
          {t('matches.filter_stadium')}
        </label>
        <select
          id="match-stadium-filter"
          className={inputClass}
          value={stadiumId === undefined ? '' : String(stadiumId)}
          onChange={(event) =>
            setStadiumId(event.target.value === '' ? undefined : Number(event.target.value))
          }
        >
          <option value="">{t('matches.all_stadiums')}</option>
          {(stadiums.data ?? []).map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </select>
      </div>

      <section aria-labelledby="running-title" className="mb-8">
        <h2 id="running-title" className="mb-2 text-base font-semibold text-ink-100">
          {t('matches.running')}
          {running.data && (
            <span className="ml-2 text-sm font-normal text-ink-300">({running.data.length})</span>
          )}
        </h2>
        <QueryResult query={running} emptyText={t('matches.running_empty')} keepsDataOnError>
          {(list) => (
            <div className="space-y-4">
              {groupByStadium(list, stadiums.data ?? []).map((group) => (
                <div key={group.key}>
                  <h3 className="mb-1.5 text-xs font-medium tracking-wide text-ink-300 uppercase">
                    {group.name || t('matches.no_stadium')}
                  </h3>
                  <ul className="space-y-1.5">
                    {group.matches.map((match) => (
                      <RunningRow key={match.id} match={match} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </QueryResult>
      </section>

      <section aria-labelledby="ended-title">
        <h2 id="ended-title" className="mb-2 text-base font-semibold text-ink-100">
          {t('matches.ended')}
        </h2>
        <QueryResult query={ended} emptyText={t('matches.ended_empty')} keepsDataOnError>
          {(list) => (
            <TableOrCards
              minWidthClass="min-w-[640px]"
              rows={list}
              bodyClassName="divide-y divide-ink-700 bg-ink-800"
              columns={[
                { key: 'round', label: t('matches.col.round'), cell: (match) => <RoundLink match={match} /> },
                {
                  key: 'stadium',
                  label: t('matches.col.stadium'),
                  cellClassName: 'text-ink-200',
                  cell: (match) => match.stadium_name ?? '—',
                },
                {
                  key: 'fighters',
                  label: t('matches.col.fighters'),
                  cell: (match) => <Fighters match={match} />,
                },
                {
                  key: 'result',
                  label: t('matches.result.label'),
                  cell: (match) => (match.result ? resultLabel(t, match.result) : '—'),
                },
                {
                  key: 'ended_at',
                  label: t('matches.col.ended_at'),
                  cellClassName: 'tabular text-ink-300',
                  cell: (match) => (match.ended_at ? formatInstant(match.ended_at, lang, 'dateMinute') : '—'),
                },
              ]}
              cardLook="rows"
              cardClassName="space-y-0.5 text-sm"
              card={(match) => (
                <>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <RoundLink match={match} />
                    <span className="text-ink-100">{match.result ? resultLabel(t, match.result) : '—'}</span>
                  </div>
                  <p className="break-words">
                    <Fighters match={match} />
                  </p>
                  <p className="text-xs text-ink-300">
                    {match.stadium_name ?? '—'}
                    {match.ended_at && (
                      <span className="tabular"> · {formatInstant(match.ended_at, lang, 'dateMinute')}</span>
                    )}
                  </p>
                </>
              )}
            />
          )}
        </QueryResult>
      </section>

      {isCreating && (
        <CreateMatchDialog
          stadiums={stadiums.data ?? []}
          defaultStadiumId={stadiumId ?? null}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            void navigate(`/matches/${created.id}`);
          }}
        />
      )}
    </>
  );
}
