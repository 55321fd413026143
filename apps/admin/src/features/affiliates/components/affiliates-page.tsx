import { AFFILIATE_REWARD_PERCENT, SEARCH_TEXT_MAX } from '@sanam/contract/constants.ts';
import { useQueryClient } from '@tanstack/react-query';
import { formatBaht } from '@sanam/contract/money.ts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useListSearch } from '../../../lib/use-list-filter.ts';
import { Button } from '@sanam/ui/button.tsx';
import { PageHeader } from '../../../ui/card.tsx';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { affiliateReportQueryKey, useAffiliateReport } from '../api/get-affiliate-report.ts';
import { AffiliateSummary } from './affiliate-summary.tsx';
import { ReferrerList } from './referrer-list.tsx';

const PAGE_SIZE = 20;

/**
 * /affiliates (admins and cashiers): who invites whom and what it has paid (DESIGN §7: a share of an
 * invited member's first approved deposit, once). Read only: the reward is paid by the deposit itself.
 */
export function AffiliatesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const filter = useListSearch();
  const { q, offset } = filter;
  const report = useAffiliateReport({ q, limit: PAGE_SIZE, offset });

  return (
    <>
      <PageHeader title={t('nav.affiliates')} />
      {report.data && (
        // the rules in force come from the server's configuration (AFFILIATE_PLAY_MULTIPLE, AFFILIATE_MONTHLY_CAP)
        <p className="-mt-2 mb-3 text-sm text-ink-300">
          {t('affiliates.intro', {
            percent: AFFILIATE_REWARD_PERCENT,
            multiple: report.data.summary.play_multiple,
            cap: formatBaht(report.data.summary.monthly_cap, currentLanguage()),
          })}
        </p>
      )}
      {report.data && <AffiliateSummary summary={report.data.summary} />}
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox
          id="affiliate-search"
          label={t('affiliates.search')}
          placeholder={t('affiliates.search_placeholder')}
          value={filter.search}
          onChange={filter.setSearch}
          maxLength={SEARCH_TEXT_MAX}
        />
        <Button
          onClick={() => void queryClient.invalidateQueries({ queryKey: affiliateReportQueryKey })}
          disabled={report.isFetching}
        >
          {report.isFetching && <Spinner className="size-4 text-gold-500" label={t('common.loading')} />}
          {t('common.refresh')}
        </Button>
      </div>
      <PagedResults
        query={report}
        emptyText={q ? t('cashier.empty_search', { q }) : t('affiliates.empty')}
        offset={offset}
        limit={PAGE_SIZE}
        onOffset={filter.setOffset}
      >
        {(items) => <ReferrerList referrers={items} monthlyCap={report.data?.summary.monthly_cap ?? 0} />}
      </PagedResults>
    </>
  );
}
