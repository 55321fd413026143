// Rounds as the operator runs them: a match, its rate, betting opened, each through the operator API.
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { callOk, type ReplyOf, type RouteCallArgs, withDefaults } from '../call-route.ts';
import type { Desk } from './desk.ts';

/** Why a test corrects a result: a regrade needs a reason. */
export const REGRADE_REASON = 'แก้ผลตามภาพย้อนหลัง (ทดสอบ)';

/** ด 10/9: red the favourite at 10/9, blue at 9/10. */
export const EVEN_PRICE = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };

export function matchesFactory(desk: Pick<Desk, 't' | 'operator'>) {
  /**
   * An operator's call that must succeed: its data, once what it set off in the background (a
   * settlement's BALANCE) has run too.
   */
  async function call<R extends RouteDeclaration>(route: R, ...args: RouteCallArgs<R>): Promise<ReplyOf<R>> {
    const data = await callOk(desk.t.app, route, ...withDefaults(args, { as: desk.operator }));
    await desk.t.idle();
    return data;
  }

  /** A running match with betting open at `rate` (default ด 10/9: red 10/9, blue 9/10). */
  async function openMatch(opts: { rate?: typeof EVEN_PRICE; prefight?: boolean } = {}) {
    const m = await call(matchDeskRoutes.create, {
      body: {
        round_name: 'คู่ที่ 1',
        red_cow_name: 'แดงเดือด',
        blue_cow_name: 'ฟ้าคราม',
        is_prefight: opts.prefight ?? false,
      },
    });
    const params = { id: m.id };
    const r = await call(matchDeskRoutes.publishRate, { params, body: opts.rate ?? EVEN_PRICE });
    await call(matchDeskRoutes.open, { params });
    return { matchId: m.id, rateId: r.id };
  }

  return { call, openMatch };
}
