// The member file's lists: GET /admin/members/{id}/<list>?q=&status=&from=&to=&limit=&offset=.
// A page stays on screen while the next one loads.
import { memberFileRoutes } from '@sanam/contract/routes/member-file.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type FileListName = keyof typeof memberFileRoutes;
export type FileListItem<N extends FileListName> = z.infer<
  (typeof memberFileRoutes)[N]['reply']
>['items'][number];

export type FileListParams = {
  q: string;
  status?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
};

export const memberFileListKey = (id: number) => ['member-file', id] as const;

export function useMemberFileList<N extends FileListName>(name: N, id: number, params: FileListParams) {
  // every list takes the same query; only its status values differ, and the server checks them
  const route = memberFileRoutes[name] as unknown as typeof memberFileRoutes.invitees;
  return useQuery({
    queryKey: [...memberFileListKey(id), name, params],
    queryFn: async ({ signal }) =>
      (await api.request(route, { params: { id }, query: params, signal })) as unknown as {
        items: FileListItem<N>[];
        total: number;
      },
    placeholderData: keepPreviousData,
  });
}
