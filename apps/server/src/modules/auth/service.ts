// Sessions and tokens for members and operators (DESIGN §6).
// INTERFACE STUB: the auth work replaces the bodies; signatures are agreed with the other modules.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/types.ts';

export interface MemberPrincipal {
  kind: 'member';
  memberId: number;
  sessionId: string;
}
export interface OperatorPrincipal {
  kind: 'operator';
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: MemberPrincipal;
    operator?: OperatorPrincipal;
  }
}

type PreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** preHandler: a valid member access token of a live session, else 401. Sets req.member. */
export function requireMember(_deps: AppDeps): PreHandler {
  throw new Error('not implemented');
}

/**
 * preHandler: a valid operator access token of a live session whose role is in `roles`
 * (all roles when omitted); member tokens get 401. Sets req.operator.
 */
export function requireOperator(_deps: AppDeps, _roles?: OperatorRole[]): PreHandler {
  throw new Error('not implemented');
}

export async function hashPassword(_password: string): Promise<string> {
  throw new Error('not implemented');
}
