// The member file's lists: every staff role reads them.
import type { ZodType } from 'zod';
import {
  memberBetList,
  memberBetsQuery,
  memberDepositList,
  memberDepositsQuery,
  memberEventBetList,
  memberEventBetsQuery,
  memberFilePlainQuery,
  memberGameSessionList,
  memberInviteeList,
  memberRedeemList,
  memberRedeemsQuery,
  memberSessionList,
  memberSessionsQuery,
  memberStatementList,
  memberStepTicketList,
  memberStepTicketsQuery,
  memberWithdrawalList,
  memberWithdrawalsQuery,
} from '../member-file.ts';
import { idParams } from './params.ts';
import { declare } from './route.ts';

const list = <Q extends ZodType, R extends ZodType>(name: string, querystring: Q, reply: R) =>
  declare({
    method: 'GET',
    path: `/admin/members/:id/${name}`,
    access: 'operator',
    params: idParams,
    querystring,
    reply,
  });

export const memberFileRoutes = {
  sessions: list('sessions', memberSessionsQuery, memberSessionList),
  invitees: list('invitees', memberFilePlainQuery, memberInviteeList),
  deposits: list('deposits', memberDepositsQuery, memberDepositList),
  withdrawals: list('withdrawals', memberWithdrawalsQuery, memberWithdrawalList),
  bets: list('bets', memberBetsQuery, memberBetList),
  stepTickets: list('step-tickets', memberStepTicketsQuery, memberStepTicketList),
  eventBets: list('event-bets', memberEventBetsQuery, memberEventBetList),
  gameSessions: list('game-sessions', memberFilePlainQuery, memberGameSessionList),
  redeems: list('redeems', memberRedeemsQuery, memberRedeemList),
  statement: list('statement', memberFilePlainQuery, memberStatementList),
};
