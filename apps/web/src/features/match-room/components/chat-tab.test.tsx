import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/i18n.ts';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { CHAT_EXPIRED_MESSAGE } from '../../../lib/chat-protocol.ts';
import { ChatTab } from './chat-tab.tsx';

function renderTab(props: Parameters<typeof ChatTab>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ChatTab {...props} />
    </QueryClientProvider>,
  );
}

const pass = (token: string) => ok({ token, stadium_id: 2, username: 'somchai', expires_in: 300 });

describe('live chat tab (spec §2)', () => {
  it('frames an external chat keyed by username and stadium_id when VITE_CHAT_URL is set', () => {
    const api = mockApi({});
    renderTab({ username: 'somchai', stadiumId: 2, baseUrl: 'https://chat.example/room?theme=dark' });
    const frame = screen.getByTitle('แชทสดของสนาม');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://chat.example/room');
    expect(src.searchParams.get('theme')).toBe('dark');
    expect(src.searchParams.get('username')).toBe('somchai');
    expect(src.searchParams.get('stadium_id')).toBe('2');
    expect(api.calls).toEqual([]);
  });

  it('otherwise gets a chat token for the room’s stadium and frames our chat page with it', async () => {
    const api = mockApi({ '/user/chat/token?stadium_id=2': pass('tok.en.one') });
    renderTab({ username: 'somchai', stadiumId: 2, baseUrl: '' });
    expect(screen.getByText('กำลังเปิดห้องแชท')).toBeInTheDocument();
    const frame = await screen.findByTitle('แชทสดของสนาม');
    expect(frame.getAttribute('src')).toBe('/chat.html#token=tok.en.one&lang=th');
    // the least it needs: no allow-same-origin beside allow-scripts (the page could lift its sandbox)
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(api.callsTo('/user/chat/token?stadium_id=2')).toHaveLength(1);
  });

  it('frames the page again with a new token when the page says its pass was refused', async () => {
    let n = 0;
    mockApi({ '/user/chat/token?stadium_id=2': () => pass(`tok.${++n}`) });
    renderTab({ username: 'somchai', stadiumId: 2, baseUrl: '' });
    expect((await screen.findByTitle('แชทสดของสนาม')).getAttribute('src')).toBe(
      '/chat.html#token=tok.1&lang=th',
    );
    // a message from anywhere but the frame is not listened to, whatever origin it claims
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: CHAT_EXPIRED_MESSAGE }, origin: window.location.origin }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: CHAT_EXPIRED_MESSAGE }, origin: 'null', source: window }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(n).toBe(1);
    // the frame's page, whose origin is opaque ("null")
    const frame = screen.getByTitle<HTMLIFrameElement>('แชทสดของสนาม');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: CHAT_EXPIRED_MESSAGE },
          origin: 'null',
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() =>
      expect(screen.getByTitle('แชทสดของสนาม').getAttribute('src')).toBe('/chat.html#token=tok.2&lang=th'),
    );
    expect(n).toBe(2);
  });

  it('shows the refusal with a retry when no token is given', async () => {
    let n = 0;
    mockApi({
      '/user/chat/token?stadium_id=2': () =>
        ++n === 1 ? fail(403, 'บัญชีนี้ถูกระงับ ไม่สามารถแชทได้', 'forbidden') : pass('tok.ok'),
    });
    renderTab({ username: 'somchai', stadiumId: 2, baseUrl: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent('บัญชีนี้ถูกระงับ ไม่สามารถแชทได้');
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect((await screen.findByTitle('แชทสดของสนาม')).getAttribute('src')).toBe(
      '/chat.html#token=tok.ok&lang=th',
    );
  });

  it('says chat is not available for a match without a stadium', () => {
    const api = mockApi({});
    renderTab({ username: 'somchai', stadiumId: null, baseUrl: '' });
    expect(screen.getByText('แชทสดยังไม่พร้อมใช้งาน')).toBeInTheDocument();
    expect(screen.queryByTitle('แชทสดของสนาม')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
