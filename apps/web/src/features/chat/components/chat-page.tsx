// The live chat of one stadium (spec §2 match room), as the embeddable page chat.html the
// room's chat tab frames. It holds only a short-lived chat token (never the member's session): the
// socket of the /chat namespace joins the stadium named by the token and gets the last messages,
// then new and deleted ones as they happen. On every (re)connect the history replaces what the page
// holds, so a delete missed while away is not shown.
// Texts are plain text: rendered as React text nodes, never as markup.
// A refused pass (expired, say) is told to the parent page (CHAT_EXPIRED_MESSAGE), which frames the
// page again with a fresh token.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_HISTORY_SIZE,
  CHAT_MAX_LENGTH,
  chatText,
  type ChatMessage,
  type ChatSendAck,
} from '@sanam/contract/chat.ts';
import type { Language } from '@sanam/contract/constants.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useRoundTime } from '../../../lib/time-format.ts';
import { Button } from '@sanam/ui/button.tsx';
import { ErrorIcon } from '@sanam/ui/icons.tsx';
import { ChatIcon } from '../../../ui/icons.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { connectChatSocket, type ChatSocket } from '../api/chat-socket.ts';
import { CHAT_EXPIRED_MESSAGE } from '../../../lib/chat-protocol.ts';

const SEND_TIMEOUT_MS = 10_000;

/** The member id the token names (its `sub`), to mark the member's own messages; null if unreadable. */
export function memberIdFromToken(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^\d+$/.test(sub) ? Number(sub) : null;
  } catch {
    return null;
  }
}

type Status = 'connecting' | 'live' | 'reconnecting' | 'refused';
type Connect = (token: string, lang: () => Language) => ChatSocket;

function askForNewPass() {
  // '*': the framed page's own origin is opaque ("null"), so it cannot name the room's; the message
  // says nothing secret, and the room listens only to its own frame (chat-tab.tsx)
  if (window.parent !== window) window.parent.postMessage({ type: CHAT_EXPIRED_MESSAGE }, '*');
}

export function ChatPage({ token, connect = connectChatSocket }: { token: string; connect?: Connect }) {
  const { t } = useTranslation();
  const time = useRoundTime();
  const [status, setStatus] = useState<Status>(token ? 'connecting' : 'refused');
  const [refusal, setRefusal] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [readOnly, setReadOnly] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [isSending, setIsSending] = useState(false);
  const socketRef = useRef<ChatSocket | null>(null);
  const listRef = useRef<HTMLOListElement | null>(null);
  const ownId = memberIdFromToken(token);

  useEffect(() => {
    if (!token) return;
    const socket = connect(token, currentLanguage);
    socketRef.current = socket;
    socket.on('CHAT_HISTORY', (e) => {
      setMessages(e.messages);
      setReadOnly(e.read_only);
      setStatus('live');
    });
    socket.on('CHAT_MESSAGE', (m) =>
      setMessages((list) =>
        list.some((x) => x.id === m.id) ? list : [...list, m].slice(-2 * CHAT_HISTORY_SIZE),
      ),
    );
    socket.on('CHAT_DELETED', (e) => setMessages((list) => list.filter((x) => x.id !== e.id)));
    socket.on('disconnect', () => setStatus((s) => (s === 'refused' ? s : 'reconnecting')));
    socket.on('connect_error', (err: Error) => {
      // a lost connection is retried by socket.io; a refusal by the server is not
      if (socket.active) {
        setStatus((s) => (s === 'connecting' ? s : 'reconnecting'));
        return;
      }
      setStatus('refused');
      setRefusal(err.message);
      askForNewPass();
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [token, connect]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = chatText.safeParse(text);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'chat.empty'));
      return;
    }
    const socket = socketRef.current;
    if (!socket || status !== 'live') return;
    setIsSending(true);
    setError('');
    let answered = false;
    const done = (ack: ChatSendAck | null) => {
      if (answered) return;
      answered = true;
      setIsSending(false);
      if (ack === null) setError(t('livechat.page.send_failed'));
      else if (!ack.ok) setError(ack.message);
      else setText('');
    };
    const timer = window.setTimeout(() => done(null), SEND_TIMEOUT_MS);
    socket.emit('CHAT_SEND', { text: parsed.data }, (ack) => {
      window.clearTimeout(timer);
      done(ack);
    });
  };

  if (status === 'refused') {
    return (
      <main
        className="flex h-dvh flex-col items-center justify-center gap-3 bg-ink-950 px-6 text-center"
        role="alert"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-danger/15 text-3xl text-danger">
          <ErrorIcon />
        </span>
        <p className="text-lg font-medium text-ink-100">{t('livechat.page.refused_title')}</p>
        <p className="max-w-xs text-sm text-ink-300">{refusal || t('livechat.page.refused_text')}</p>
      </main>
    );
  }

  const length = text.trim().length;
  return (
    <main className="flex h-dvh flex-col bg-ink-950 text-ink-100">
      <header className="flex items-center justify-between gap-2 border-b border-ink-700 px-3 py-2">
        <h1 className="flex items-center gap-2 text-sm font-semibold text-gold-400">
          <ChatIcon /> {t('livechat.page.title')}
        </h1>
        {status === 'reconnecting' ? (
          <span role="status" className="flex items-center gap-1.5 text-xs text-warning">
            <Spinner className="size-3.5" /> {t('livechat.page.reconnecting')}
          </span>
        ) : null}
      </header>

      {status === 'connecting' ? (
        <div role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-ink-300">
          <Spinner /> {t('livechat.page.connecting')}
        </div>
      ) : messages.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
          <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-ink-800 text-2xl text-gold-400">
            <ChatIcon />
          </span>
          <p className="font-medium text-ink-100">{t('livechat.page.empty_title')}</p>
          <p className="mt-1 text-sm text-ink-300">{t('livechat.page.empty_text')}</p>
        </div>
      ) : (
        <ol
          ref={listRef}
          aria-label={t('livechat.page.list_label')}
          aria-live="polite"
          className="flex-1 space-y-2 overflow-y-auto px-3 py-3"
        >
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl bg-ink-800/70 px-3 py-2 ring-1 ring-ink-700">
              <div className="flex items-baseline justify-between gap-2 text-xs">
                <span
                  className={
                    m.member_id === ownId ? 'font-semibold text-gold-400' : 'font-semibold text-ink-200'
                  }
                >
                  {m.username}
                  {m.member_id === ownId ? ` (${t('livechat.page.you')})` : ''}
                </span>
                <time dateTime={m.created_at} className="shrink-0 text-ink-400">
                  {time(m.created_at)}
                </time>
              </div>
              <p className="mt-0.5 whitespace-pre-wrap break-words text-sm text-ink-100">{m.text}</p>
            </li>
          ))}
        </ol>
      )}

      {readOnly ? (
        <p className="border-t border-ink-700 px-3 py-3 text-center text-sm text-ink-300">
          {t('livechat.page.read_only')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="border-t border-ink-700 px-3 py-2">
          <div className="flex items-center gap-2">
            <label htmlFor="chat-text" className="sr-only">
              {t('livechat.page.input_label')}
            </label>
            <input
              id="chat-text"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError('');
              }}
              // the contract's limit, also the counter's and the server's: typing or
              // pasting stops there instead of overflowing a counter that reads /200
              maxLength={CHAT_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="send"
              placeholder={t('livechat.page.placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'chat-error' : undefined}
              disabled={status !== 'live'}
              className="min-h-11 min-w-0 flex-1 rounded-xl bg-ink-800 px-3 text-base text-ink-100 ring-1 ring-ink-600 placeholder:text-ink-400 focus:outline-none focus:ring-gold-500 disabled:opacity-60"
            />
            <Button type="submit" isLoading={isSending} disabled={status !== 'live'}>
              {t('livechat.page.send')}
            </Button>
          </div>
          <div className="mt-1 flex justify-between gap-2 text-xs">
            <span id="chat-error" role={error ? 'alert' : undefined} className="text-danger">
              {error}
            </span>
            <span className={length > CHAT_MAX_LENGTH ? 'text-danger' : 'text-ink-400'}>
              {length}/{CHAT_MAX_LENGTH}
            </span>
          </div>
        </form>
      )}
    </main>
  );
}
