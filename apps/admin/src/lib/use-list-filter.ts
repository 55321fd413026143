// The filter of a paged list: the search as typed, its debounced `q`, and the page offset, which goes
// back to the first page whenever what the list shows changes. A queue adds a status filter on top.
import { useState } from 'react';
import { useDebouncedValue } from '@sanam/ui/use-debounced-value.ts';

const SEARCH_DEBOUNCE_MS = 300;

export type ListSearch = {
  /** the search box's text, as typed */
  search: string;
  setSearch: (text: string) => void;
  /** the trimmed search, once typing pauses: what the list query sends */
  q: string;
  offset: number;
  setOffset: (offset: number) => void;
};

export type QueueFilter<S extends string> = ListSearch & {
  status: S;
  setStatus: (status: S) => void;
};

export function useListSearch(): ListSearch {
  const [search, setSearchText] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const setSearch = (text: string) => {
    setSearchText(text);
    setOffset(0);
  };
  return { search, setSearch, q, offset, setOffset };
}

export function useQueueFilter<S extends string>(initialStatus: S): QueueFilter<S> {
  const list = useListSearch();
  const [status, setStatusValue] = useState<S>(initialStatus);
  const setStatus = (next: S) => {
    setStatusValue(next);
    list.setOffset(0);
  };
  return { ...list, status, setStatus };
}
