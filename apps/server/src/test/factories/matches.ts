// Rounds as the operator runs them: a match, its rate, betting opened, each through the operator API.
import type { Match, Rate } from '@sanam/contract/matches.ts';
import { adminCall, type Desk } from './desk.ts';
import { body, type Envelope } from './replies.ts';

/** Why a test corrects a result: a regrade needs a reason (issue 23). */
export const REGRADE_REASON = 'แก้ผลตามภาพย้อนหลัง (ทดสอบ)';

/** ด 10/9: red the favourite at 10/9, blue at 9/10. */
export const EVEN_PRICE = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };

export function matchesFactory(desk: Pick<Desk, 't' | 'operator'>) {
  /** An operator's POST; waits for what it set off in the background (a settlement's BALANCE) too. */
  async function call<T>(path: string, payload?: unknown): Promise<T> {
    const res = await adminCall(desk.t.app, desk.operator, 'POST', path, payload ?? {});
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    await desk.t.idle();
    return body<Envelope<T>>(res).data;
  }

  /** A running match with betting open at `rate` (default ด 10/9: red 10/9, blue 9/10). */
  async function openMatch(opts: { rate?: typeof EVEN_PRICE; prefight?: boolean } = {}) {
    const m = await call<Match>('/matches', {
      round_name: 'คู่ที่ 1',
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
      is_prefight: opts.prefight ?? false,
    });
    const r = await call<Rate>(`/matches/${m.id}/rates`, opts.rate ?? EVEN_PRICE);
    await call<Match>(`/matches/${m.id}/open`);
    return { matchId: m.id, rateId: r.id };
  }

  return { call, openMatch };
}
