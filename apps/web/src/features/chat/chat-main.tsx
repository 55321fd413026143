// The embeddable chat page (chat.html): its own small React root, so the match room's frame loads the
// chat only, not the whole member app. The chat token comes in the address's fragment (never sent to
// a server, so never in an access log): /chat.html#token=<chat token>.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../../lib/i18n.ts';
import '../../index.css';
import { ChatPage } from './chat-page.tsx';
import { tokenFromHash } from '../../lib/chat-protocol.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from chat.html');

// English words are fetched on demand: wait for them rather than flash the Thai fallback.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <ChatPage token={tokenFromHash(window.location.hash)} />
    </StrictMode>,
  ),
);
