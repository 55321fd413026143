import type { AdminMember } from '@sanam/contract/admin.ts';
import type { QueryClient } from '@tanstack/react-query';
import { membersQueryKey } from './list-members.ts';

type MemberPage = { items: AdminMember[]; total: number };

/** Puts the server's copy of one member into every cached page that shows it. */
export function replaceMemberInCache(queryClient: QueryClient, member: AdminMember): void {
  queryClient.setQueriesData<MemberPage>({ queryKey: membersQueryKey }, (page) =>
    page ? { ...page, items: page.items.map((row) => (row.id === member.id ? member : row)) } : page,
  );
}
