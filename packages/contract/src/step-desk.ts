// The step tickets desk: the console's search over every member's step tickets, by the
// member (phone, username or name) and the ticket's status, and one ticket with its legs. Read only,
// for every console role. The ticket and its legs are the member's own shapes (steps.ts) with the
// member named.
import { z } from 'zod';
import { STEP_TICKET_STATUSES, stepLeg, stepTicket } from './steps.ts';

export const STEP_DESK_PAGE_SIZE = 50;

/** GET /admin/step-tickets: newest first; `member` matches a phone, username or name (any case), or "#id". */
export const stepDeskQuery = z.object({
  member: z.string().trim().max(64, { message: 'validation.too_long' }).optional(),
  status: z.enum(STEP_TICKET_STATUSES, { error: 'validation.invalid' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(STEP_DESK_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).optional().default(0),
});
/** The query as parsed (limit and offset filled in): what the console sends and the server reads. */
export type StepDeskQuery = z.output<typeof stepDeskQuery>;

const ticketMember = z.object({
  member_id: z.number(),
  member_username: z.string(),
  member_phone: z.string(),
  member_name: z.string(),
});

export const stepDeskTicket = stepTicket.extend(ticketMember.shape);
export type StepDeskTicket = z.infer<typeof stepDeskTicket>;

export const stepDeskTicketDetails = stepDeskTicket.extend({ legs: z.array(stepLeg) });
export type StepDeskTicketDetails = z.infer<typeof stepDeskTicketDetails>;

export const stepDeskPage = z.object({ items: z.array(stepDeskTicket), total: z.number() });
export type StepDeskPage = z.infer<typeof stepDeskPage>;
