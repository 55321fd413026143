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
  /** games whose provider needs the whole window (comma-separated, e.g. "ws,wc"): left for, not framed */
  readonly VITE_GAME_REDIRECT?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * hls.js ships no types for its light build (its package exports them for "." only); the light build
 * is the same Hls class without the features it leaves out (stream-player.tsx says which).
 */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
