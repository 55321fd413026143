// The console's chat desk calls: the live socket of one stadium's chat (operator token +
// chat_stadium_id in the handshake: history on joining, then new and deleted messages), the stadium's
// mutes, delete, mute and unmute (under /api/admin/chat, audited by the server).
import { chatDeskRoutes } from '@sanam/contract/routes/chat.ts';
import type { ChatMessage, ChatMuteRequest, ChatServerToClientEvents } from '@sanam/contract/chat.ts';
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { api } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { recheckSessionWhenServerCloses } from '../../../lib/session-closed.ts';

export const chatKeys = {
  mutes: (stadiumId: number) => ['chat', 'mutes', stadiumId] as const,
};

export type ChatDeskStatus = 'connecting' | 'live' | 'offline' | 'refused';

/**
 * The stadium's messages, live (the desk mounts one per stadium, keyed by it, so state starts fresh). Every (re)connect gets the history again, which replaces the list,
 * so a message deleted while the socket was down is not shown.
 */
export function useChatDeskSocket(stadiumId: number): {
  messages: ChatMessage[];
  status: ChatDeskStatus;
  error: string;
  remove: (id: number) => void;
} {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatDeskStatus>('connecting');
  const [error, setError] = useState('');

  useEffect(() => {
    const socket: Socket<ChatServerToClientEvents> = io({
      ...SOCKET_OPTIONS,
      // a function, so a reconnect after a fresh login sends the current token
      auth: (send) => send({ operator_token: getAccessToken() ?? '', chat_stadium_id: stadiumId }),
    });
    socket.on('CHAT_HISTORY', (e) => {
      setMessages(e.messages);
      setStatus('live');
    });
    socket.on('CHAT_MESSAGE', (m) =>
      setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m])),
    );
    socket.on('CHAT_DELETED', (e) => setMessages((list) => list.filter((x) => x.id !== e.id)));
    socket.on('disconnect', () => setStatus('offline'));
    // the cleanup's socket.off() removes this listener with the others
    recheckSessionWhenServerCloses(socket, queryClient);
    socket.on('connect_error', (err: Error) => {
      if (socket.active) setStatus('offline');
      else {
        setStatus('refused');
        setError(err.message);
      }
    });
    return () => {
      socket.off();
      socket.disconnect();
    };
  }, [stadiumId, queryClient]);

  return {
    messages,
    status,
    error,
    remove: (id) => setMessages((list) => list.filter((x) => x.id !== id)),
  };
}

export function useChatMutes(stadiumId: number | null) {
  return useQuery({
    queryKey: chatKeys.mutes(stadiumId ?? 0),
    queryFn: ({ signal }) =>
      api.request(chatDeskRoutes.mutes, { query: { stadium_id: stadiumId ?? undefined }, signal }),
    enabled: stadiumId !== null,
  });
}

export function useDeleteChatMessage() {
  return useMutation({
    mutationFn: (id: number) => api.request(chatDeskRoutes.deleteMessage, { params: { id }, body: {} }),
  });
}

export function useMuteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatMuteRequest) => api.request(chatDeskRoutes.mute, { body: input }),
    onSuccess: (mute) => queryClient.invalidateQueries({ queryKey: chatKeys.mutes(mute.stadium_id) }),
  });
}

export function useUnmuteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { stadium_id: number; member_id: number }) =>
      api.request(chatDeskRoutes.unmute, { body: input }),
    onSuccess: (done) => queryClient.invalidateQueries({ queryKey: chatKeys.mutes(done.stadium_id) }),
  });
}
