// One list of the member file: a status filter where the list has one, a search, a date
// range, then the page (a table on a laptop, cards on a phone) with loading, error and empty states.
import { SEARCH_TEXT_MAX } from '@sanam/contract/constants.ts';
import { MEMBER_FILE_PAGE_SIZE } from '@sanam/contract/member-file.ts';
import type { DataColumn } from '@sanam/ui/data-table.tsx';
import { inputClass } from '@sanam/ui/field.tsx';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueueFilter } from '../../../lib/use-list-filter.ts';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { useMemberFileList, type FileListItem, type FileListName } from '../api/member-file-lists.ts';

type Props<N extends FileListName> = {
  name: N;
  memberId: number;
  /** the list's statuses, each named by `member_file.status.<status>`; none when it has no status */
  statuses?: readonly string[];
  columns: DataColumn<FileListItem<N>>[];
  card: (row: FileListItem<N>) => ReactNode;
  minWidthClass?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function MemberFileList<N extends FileListName>({
  name,
  memberId,
  statuses,
  columns,
  card,
  minWidthClass = 'min-w-[720px]',
}: Props<N>) {
  const { t } = useTranslation();
  const filter = useQueueFilter<string>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const list = useMemberFileList(name, memberId, {
    q: filter.q,
    ...(statuses ? { status: filter.status } : {}),
    // a half-typed day is not sent
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    limit: MEMBER_FILE_PAGE_SIZE,
    offset: filter.offset,
  });
  const onDay = (set: (day: string) => void) => (day: string) => {
    set(day);
    filter.setOffset(0);
  };
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {statuses && (
          <SegmentedControl
            label={t('member_file.list.status')}
            options={['all', ...statuses].map((value) => ({
              value,
              label: t(`member_file.status.${value}`),
            }))}
            value={filter.status}
            onChange={filter.setStatus}
          />
        )}
        <SearchBox
          id={`member-file-${name}-search`}
          label={t('member_file.list.search')}
          placeholder={t(`member_file.search.${name}`)}
          value={filter.search}
          onChange={filter.setSearch}
          maxLength={SEARCH_TEXT_MAX}
        />
        <DayInput label={t('member_file.list.from')} value={from} onChange={onDay(setFrom)} />
        <DayInput label={t('member_file.list.to')} value={to} onChange={onDay(setTo)} />
      </div>
      <PagedResults
        query={list}
        emptyText={t('member_file.list.empty')}
        offset={filter.offset}
        limit={MEMBER_FILE_PAGE_SIZE}
        onOffset={filter.setOffset}
      >
        {(items) => (
          <TableOrCards
            minWidthClass={minWidthClass}
            rows={items}
            rowClassName="align-top"
            columns={columns}
            card={card}
          />
        )}
      </PagedResults>
    </div>
  );
}

function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <label className="flex items-center gap-1.5 text-xs text-ink-300">
      {label}
      <input
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} w-auto`}
      />
    </label>
  );
}
