import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import '../../lib/i18n.ts';
import { ChatTab } from './chat-tab.tsx';

describe('live chat tab (spec §2)', () => {
  it('frames the chat keyed by username and stadium_id', () => {
    render(<ChatTab username="somchai" stadiumId={2} baseUrl="https://chat.example/room?theme=dark" />);
    const frame = screen.getByTitle('แชทสดของสนาม');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://chat.example/room');
    expect(src.searchParams.get('theme')).toBe('dark');
    expect(src.searchParams.get('username')).toBe('somchai');
    expect(src.searchParams.get('stadium_id')).toBe('2');
  });

  it('says chat is not available when no chat address is configured', () => {
    render(<ChatTab username="somchai" stadiumId={2} baseUrl="" />);
    expect(screen.getByText('แชทสดยังไม่พร้อมใช้งาน')).toBeInTheDocument();
    expect(screen.queryByTitle('แชทสดของสนาม')).not.toBeInTheDocument();
  });
});
