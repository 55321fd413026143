import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n.ts';
import { IN_PLAY_NOTICE_SEEN, InPlayNotice } from './in-play-notice.tsx';

const line = 'ภาพถ่ายทอดสดช้ากว่าสนามจริงเล็กน้อย ผู้อื่นอาจรู้ข้อมูลมากกว่าที่คุณเห็น';

afterEach(() => {
  sessionStorage.clear();
  void i18n.changeLanguage('th');
});

describe('the in-play notice (RTS 15)', () => {
  it('says once per session that the stream runs behind the ring, then keeps it as a line of the room', async () => {
    const user = userEvent.setup();
    const first = render(<InPlayNotice />);
    expect(screen.getByRole('heading', { name: 'ก่อนแทงระหว่างการแข่งขัน' })).toBeInTheDocument();
    expect(screen.getByText(/ภาพถ่ายทอดสดช้ากว่าเหตุการณ์จริงในสนามเล็กน้อย/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'รับทราบ' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
    first.unmount();

    // the next room of the same session: the line only
    render(<InPlayNotice />);
    expect(screen.queryByRole('button', { name: 'รับทราบ' })).not.toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(sessionStorage.getItem(IN_PLAY_NOTICE_SEEN)).toBe('1');
  });

  it('speaks English to an English member', async () => {
    await i18n.changeLanguage('en');
    render(<InPlayNotice />);
    expect(screen.getByRole('heading', { name: 'Before you bet in play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
  });
});
