// A real slip-verification service over HTTP (SLIP_CHECK_URL, SLIP_CHECK_KEY as a bearer key).
//
// Request: POST {payload, sendingBank, transRef} as JSON. Reply: the shape the Thai slip-verification
// APIs share (the banks' own and the aggregators built on them), bare or inside an envelope
// ({success, data} or {status, data}):
//   { transRef, sendingBank, receivingBank, transDate: 'YYYYMMDD', transTime: 'HH:mm:ss',
//     transTimestamp?: ISO 8601, amount: number | '1000.00',
//     receiver: { displayName?, name?, account?: { value }, proxy?: { value } },
//     sender?: the same shape (the sending account, when the service reveals it) }
// HTTP 404, or an envelope with success false and no data, means the service does not know the
// transfer; any other failure (network, timeout, 401, 5xx, an answer we cannot read) is
// 'unavailable' and the slip waits for a cashier. Never called by tests beyond a local stand-in.
import { bahtToSatang } from '@sanam/contract/money.ts';
import { z } from 'zod';
import type { SlipCheckProvider, SlipCheckResult, SlipRef } from './provider.ts';

const accountRef = z.object({ value: z.string().nullish() }).nullish();

const party = z
  .object({
    displayName: z.string().nullish(),
    name: z.string().nullish(),
    account: accountRef,
    proxy: accountRef,
  })
  .nullish();

const transfer = z.object({
  transRef: z.string().optional(),
  sendingBank: z.string().nullish(),
  receivingBank: z.string().nullish(),
  transDate: z.string().nullish(),
  transTime: z.string().nullish(),
  transTimestamp: z.string().nullish(),
  amount: z.union([z.number(), z.string()]),
  receiver: party,
  sender: party,
});
type Transfer = z.infer<typeof transfer>;

/** transTimestamp when given; else transDate + transTime, which the Thai services give in Bangkok time. */
function transferTime(t: Transfer): Date | null {
  if (t.transTimestamp) {
    const d = new Date(t.transTimestamp);
    if (!Number.isNaN(d.getTime())) return d;
  }
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(t.transDate ?? '');
  if (!date) return null;
  const time = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(t.transTime ?? '') ?? [];
  const d = new Date(
    `${date[1]}-${date[2]}-${date[3]}T${time[1] ?? '00'}:${time[2] ?? '00'}:${time[3] ?? '00'}+07:00`,
  );
  return Number.isNaN(d.getTime()) ? null : d;
}

function toResult(t: Transfer): SlipCheckResult {
  const amountSatang = bahtToSatang(typeof t.amount === 'string' ? Number(t.amount) : t.amount);
  if (amountSatang === null || amountSatang <= 0)
    return { status: 'unavailable', reason: `unreadable amount ${String(t.amount)}` };
  const sender = t.sender?.account?.value
    ? {
        bank: t.sendingBank ?? null,
        account: t.sender.account.value,
        name: t.sender.name ?? t.sender.displayName ?? null,
      }
    : null;
  return {
    status: 'confirmed',
    amountSatang,
    receiverBank: t.receivingBank ?? null,
    // a PromptPay proxy (phone, tax id) is not an account number: compared digit by digit with the
    // house's account it could match by chance, so a transfer to one waits for a cashier
    receiverAccount: t.receiver?.account?.value ?? null,
    receiverName: t.receiver?.name ?? t.receiver?.displayName ?? null,
    receiverNames: [t.receiver?.name, t.receiver?.displayName].filter((n): n is string => !!n),
    sender,
    transferredAt: transferTime(t),
  };
}

export class HttpSlipCheckProvider implements SlipCheckProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  async check(slip: SlipRef, _submitter?: unknown, signal?: AbortSignal): Promise<SlipCheckResult> {
    let res: Response;
    let body: unknown;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
        },
        body: JSON.stringify({
          payload: slip.payload,
          sendingBank: slip.sendingBank,
          transRef: slip.transRef,
        }),
        signal: signal
          ? AbortSignal.any([AbortSignal.timeout(this.timeoutMs), signal])
          : AbortSignal.timeout(this.timeoutMs),
      });
      body = await res.json().catch(() => null);
    } catch (err) {
      return { status: 'unavailable', reason: err instanceof Error ? err.message : 'request failed' };
    }
    if (res.status === 404) return { status: 'not_found' };
    if (!res.ok) return { status: 'unavailable', reason: `answered ${res.status}` };

    const envelope = body as { success?: unknown; data?: unknown } | null;
    for (const candidate of [envelope?.data, (envelope?.data as { data?: unknown } | null)?.data, body]) {
      const parsed = transfer.safeParse(candidate);
      if (parsed.success) return toResult(parsed.data);
    }
    if (envelope?.success === false) return { status: 'not_found' };
    return { status: 'unavailable', reason: 'unreadable answer' };
  }
}
