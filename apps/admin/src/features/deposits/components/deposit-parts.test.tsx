// The slip-check column in words a cashier cannot misread: every outcome says what it
// means, in Thai and English, and the checker is named on its own, never as "passed <checker>".
import type { SlipCheck } from '@sanam/contract/cashier.ts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { CheckInfo } from './deposit-parts.tsx';

const check = (status: SlipCheck['status'], provider = 'sandbox'): SlipCheck => ({
  status,
  provider,
  amount: status === 'confirmed' ? 1500 : null,
  receiver_bank: null,
  receiver_account: null,
  receiver_name: null,
  sender_bank: null,
  sender_account: null,
  sender_name: null,
  transferred_at: null,
  checked_at: '2025-03-01T10:00:00.000Z',
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the slip check column', () => {
  it.each([
    ['th', 'confirmed', 'ตรวจผ่าน: พบรายการโอน'],
    ['th', 'not_found', 'ไม่พบรายการโอน'],
    ['th', 'unavailable', 'ตรวจไม่ได้: รอแอดมิน'],
    ['en', 'confirmed', 'Checked: transfer found'],
    ['en', 'not_found', 'Transfer not found'],
    ['en', 'unavailable', 'Could not check: cashier to verify'],
  ] as const)(
    'in %s, says the outcome %s as "%s" and names the checker apart',
    async (lang, status, words) => {
      await i18n.changeLanguage(lang);
      const { container } = render(<CheckInfo check={check(status)} />);
      expect(screen.getByText(words)).toBeInTheDocument();
      const checker = lang === 'th' ? 'ระบบตรวจสลิปทดสอบ' : 'Sandbox slip check';
      expect(screen.getByText(checker)).toBeInTheDocument();
      // "ผ่าน" (passed) or "via" never stands before the checker's name
      expect(container).not.toHaveTextContent(/ผ่าน\s*ระบบ|via /);
    },
  );

  it('names a checker the console has no words for by its own name', () => {
    render(<CheckInfo check={check('not_found', 'slipok')} />);
    expect(screen.getByText('Transfer not found')).toBeInTheDocument();
    expect(screen.getByText('slipok')).toBeInTheDocument();
  });

  it.each([
    ['th', 'อ่าน QR ไม่ได้', 'ไม่ได้ตรวจ'],
    ['en', 'QR unreadable', 'Not checked'],
  ] as const)(
    'in %s, marks a slip without a readable QR, and one never checked',
    async (lang, unread, none) => {
      await i18n.changeLanguage(lang);
      const { unmount } = render(<CheckInfo check={null} isQrUnread />);
      expect(screen.getByText(unread)).toBeInTheDocument();
      unmount();
      render(<CheckInfo check={null} />);
      expect(screen.getByText(none)).toBeInTheDocument();
    },
  );
});
