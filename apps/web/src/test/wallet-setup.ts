// The wallet dialog as a member meets it: the whole app at home, opened from the bottom bar. Plus
// stand-ins for what the browser does with a slip image (load it, draw it on a canvas), which jsdom
// cannot do.
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { User } from '@sanam/contract/account.ts';
import type { MemberDeposit, MemberWithdrawal, WalletRequests } from '@sanam/contract/wallet.ts';
import { setSession } from '../lib/session.ts';
import { mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, quietHomeRoutes, tokens } from './member-session.ts';
import { renderApp } from './render-app.tsx';

type Handler = Parameters<typeof mockApi>[0][string];

export const slow = { timeout: 5_000 };

export function aDeposit(overrides: Partial<MemberDeposit> = {}): MemberDeposit {
  return {
    id: 1,
    source: 'slip',
    status: 'approved',
    amount: 1000,
    sending_bank: '004',
    trans_ref: '2025010312000001',
    reason: null,
    is_qr_unread: false,
    created_at: '2025-01-03T07:05:00.000Z',
    decided_at: '2025-01-03T07:05:01.000Z',
    ...overrides,
  };
}

export function aWithdrawal(overrides: Partial<MemberWithdrawal> = {}): MemberWithdrawal {
  return {
    id: 1,
    amount: 500,
    status: 'pending',
    bank_name: 'KBANK',
    bank_acc_no: '1234567890',
    reason: null,
    transfer_ref: null,
    created_at: '2025-01-03T08:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** A member at KBANK whose deposit account is at KTB (so the slip upload shows), not VIP. */
export const aMember = (overrides: Partial<User> = {}): User => ({
  ...member,
  is_vip: false,
  balance: 12345.5,
  account: { bank_name: 'KTB', bank_acc_no: '1112223334', bank_acc_name: 'บจก. สนามไลฟ์' },
  ...overrides,
});

export async function openWallet({
  user = aMember(),
  requests = { deposits: [], withdrawals: [] },
  handlers = {},
  tab = 'deposit',
}: {
  user?: User;
  /** what GET wallet_requests answers; `handlers` may answer it otherwise (a failure) */
  requests?: WalletRequests;
  handlers?: Record<string, Handler | MockReply>;
  tab?: 'deposit' | 'withdraw';
} = {}) {
  setSession({ ...tokens, user });
  const api = mockApi({
    ...quietHomeRoutes(user),
    '/user/user/wallet_requests': ok(requests),
    ...handlers,
  });
  const app = renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: 'ฝาก-ถอน' }, slow));
  const dialog = screen.getByRole('dialog', { name: 'ฝาก-ถอน' });
  if (tab === 'withdraw') await app.user.click(within(dialog).getByRole('tab', { name: 'ถอนเงิน' }));
  return { ...app, api, dialog };
}

/**
 * jsdom never loads an image: loading a file fires `load` with the given size, or `error` when the
 * image is broken. With `isHeld` the image waits until `release()` (to see the busy state).
 * URL.createObjectURL does not exist in jsdom either.
 */
export function stubSlipImage({ width = 800, height = 1200, isBroken = false, isHeld = false } = {}) {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:slip'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(height);
  const waiting: Array<() => void> = [];
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
    const finish = () => this.dispatchEvent(new Event(isBroken ? 'error' : 'load'));
    if (isHeld) waiting.push(finish);
    else setTimeout(finish, 0);
  });
  return { release: () => waiting.splice(0).forEach((finish) => finish()) };
}

/** The canvas's 2D context: a recording stand-in, or null (a browser that gives none). */
export function stubCanvas(hasContext = true) {
  const context = {
    fillStyle: '',
    fillRect: vi.fn(),
    drawImage: vi.fn(),
    getImageData: vi.fn((_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4),
      width: w,
      height: h,
    })),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    (hasContext ? context : null) as unknown as ReturnType<HTMLCanvasElement['getContext']>,
  );
  // the picture sent with the slip for the cashier
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SLIP_PICTURE);
  return context;
}

/** What the stand-in canvas gives as the slip's picture. */
export const SLIP_PICTURE = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

export const slipFile = (name = 'slip.png') => new File(['png bytes'], name, { type: 'image/png' });
