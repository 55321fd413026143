// The real slip-check client against a stand-in service on an ephemeral local port (the network
// outside is never called by tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../test/stand-in-service.ts';
import { HttpSlipCheckProvider } from './http.ts';

let service: StandIn;
let base: string;

beforeAll(async () => {
  service = await startStandIn('/verify');
  base = service.url;
});
afterAll(async () => {
  await service.close();
});

const slip = {
  sendingBank: '004',
  transRef: '016330100312BPM01234',
  payload: '0046000600000101030040220016330100312BPM012345102TH9104ABCD',
};
const transfer = {
  transRef: slip.transRef,
  sendingBank: '004',
  receivingBank: '014',
  transDate: '20261123',
  transTime: '16:45:10',
  amount: 1500,
  sender: { displayName: 'นาย ทดสอบ ส', account: { type: 'BANKAC', value: 'xxx-x-x1234-x' } },
  receiver: {
    displayName: 'บจก. สนาม',
    name: 'SANAM CO',
    account: { type: 'BANKAC', value: 'xxx-x-x3210-x' },
  },
};

describe('the HTTP slip-check provider', () => {
  it('posts the slip with the key and reads the transfer, bare or in an envelope', async () => {
    const provider = new HttpSlipCheckProvider(base, 'k3y', 2000);
    service.answer = { status: 200, body: { success: true, data: transfer } };
    const expected = {
      status: 'confirmed',
      amountSatang: 150_000,
      receiverBank: '014',
      receiverAccount: 'xxx-x-x3210-x',
      receiverName: 'SANAM CO',
      receiverNames: ['SANAM CO', 'บจก. สนาม'],
      sender: { bank: '004', account: 'xxx-x-x1234-x', name: 'นาย ทดสอบ ส' },
      // the services give Bangkok time
      transferredAt: new Date('2026-11-23T09:45:10Z'),
    };
    await expect(provider.check(slip)).resolves.toEqual(expected);
    expect(service.seen).toEqual({ auth: 'Bearer k3y', body: slip });

    service.answer = {
      status: 200,
      body: { ...transfer, amount: '1500.00', transTimestamp: '2026-11-23T09:45:10.000Z' },
    };
    await expect(provider.check(slip)).resolves.toEqual(expected);
    service.answer = { status: 200, body: { status: 200, data: { data: transfer } } };
    await expect(provider.check(slip)).resolves.toMatchObject({ status: 'confirmed', amountSatang: 150_000 });
  });

  it('shows no sender when the service does not reveal its account, and takes no PromptPay proxy for an account', async () => {
    const provider = new HttpSlipCheckProvider(base, undefined, 2000);
    service.answer = {
      status: 200,
      body: {
        ...transfer,
        sender: { displayName: 'นาย ทดสอบ ส' },
        receiver: { displayName: 'บจก. สนาม', proxy: { type: 'MSISDN', value: 'xxx-xxx-3210' } },
      },
    };
    await expect(provider.check(slip)).resolves.toMatchObject({
      status: 'confirmed',
      sender: null,
      receiverAccount: null,
      receiverNames: ['บจก. สนาม'],
    });
  });

  it('says not found when the service does not know the transfer', async () => {
    const provider = new HttpSlipCheckProvider(base, undefined, 2000);
    service.answer = { status: 404, body: { message: 'not found' } };
    await expect(provider.check(slip)).resolves.toEqual({ status: 'not_found' });
    service.answer = { status: 200, body: { success: false, code: 1012, message: 'transaction not found' } };
    await expect(provider.check(slip)).resolves.toEqual({ status: 'not_found' });
  });

  it('says unavailable, never throws, when the service fails, is slow, or answers nonsense', async () => {
    const provider = new HttpSlipCheckProvider(base, undefined, 300);
    for (const a of [
      { status: 500, body: { error: 'down' } },
      { status: 401, body: { error: 'bad key' } },
      { status: 200, body: 'not json' },
      { status: 200, body: { success: true, data: { ...transfer, amount: 'lots' } } },
      { status: 200, body: { success: true, data: transfer }, delayMs: 1000 },
    ]) {
      service.answer = a;
      await expect(provider.check(slip)).resolves.toMatchObject({ status: 'unavailable' });
    }
    const closed = new HttpSlipCheckProvider('http://127.0.0.1:1/none', undefined, 300);
    await expect(closed.check(slip)).resolves.toMatchObject({ status: 'unavailable' });
  });

  it('gives up at once, as unavailable, when the caller aborts (the server is closing)', async () => {
    const provider = new HttpSlipCheckProvider(base, undefined, 5000);
    service.answer = { status: 200, body: { success: true, data: transfer }, delayMs: 3000 };
    const closing = new AbortController();
    const started = Date.now();
    const answer = provider.check(slip, undefined, closing.signal);
    setTimeout(() => closing.abort(), 50);
    await expect(answer).resolves.toMatchObject({ status: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
