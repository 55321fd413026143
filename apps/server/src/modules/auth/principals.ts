// Who a request comes from, as the guards establish it: the member or operator principal a route
// reads, and the caller's address and agent that sessions and the login throttle record.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { FastifyRequest } from 'fastify';

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
  /** an admin set the password; only the own password change, me and logout answer */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: MemberPrincipal;
    operator?: OperatorPrincipal;
  }
}

/** Who is calling, for the session row and the login throttle. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function clientInfo(req: FastifyRequest): ClientInfo {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null };
}
