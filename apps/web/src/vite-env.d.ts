/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  /** the live chat frame of the match room; unset: no chat */
  readonly VITE_CHAT_URL?: string;
  /** the Socket.IO server when it is not the page's own origin */
  readonly VITE_SOCKET_URL?: string;
  /** the external support chat (e.g. the operator's LINE official account); unset: https://line.me/ */
  readonly VITE_SUPPORT_URL?: string;
  /** the step game /play/step opens with `?token=<access token>`; unset: the app's own /step */
  readonly VITE_STEP_GAME_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
