// The embeddable chat page (chat.html): its own small React root, so the match room's frame loads the
// chat only, not the whole member app. The chat token comes in the address's fragment (never sent to
// a server, so never in an access log): /chat.html#token=<chat token>.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { changeLanguage, i18nReady } from './lib/i18n.ts';
import './index.css';
import { ChatPage } from './features/chat/components/chat-page.tsx';
import { languageFromHash, tokenFromHash } from './lib/chat-protocol.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from chat.html');

// The room's language comes in the fragment (the framed page has no storage of its own to read).
// English words are fetched on demand: wait for them rather than flash the Thai fallback.
const lang = languageFromHash(window.location.hash);
void i18nReady
  .then(() => (lang ? changeLanguage(lang) : undefined))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <ChatPage token={tokenFromHash(window.location.hash)} />
      </StrictMode>,
    ),
  );
