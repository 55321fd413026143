// The cashier alerts' choices, kept in this browser: whether the alert sound plays, and
// whether the desktop notification permission was already asked for. The browser itself remembers
// a granted or denied permission; we remember that we asked, so the banner never asks twice (a
// prompt dismissed without an answer stays "default" in the browser).
import { useSyncExternalStore } from 'react';

const SOUND_OFF_KEY = 'console_alert_sound_off';
const NOTIFICATIONS_ASKED_KEY = 'console_notifications_asked';

const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(key: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // storage refused (private mode): the choice holds until the page reloads
  }
  changed();
}

export const isAlertSoundOn = () => !read(SOUND_OFF_KEY);
export const setAlertSoundOn = (on: boolean) => write(SOUND_OFF_KEY, !on);
export const wereNotificationsAsked = () => read(NOTIFICATIONS_ASKED_KEY);
export const markNotificationsAsked = () => write(NOTIFICATIONS_ASKED_KEY, true);

export function useAlertSoundOn(): boolean {
  return useSyncExternalStore(subscribe, isAlertSoundOn);
}

export function useNotificationsAsked(): boolean {
  return useSyncExternalStore(subscribe, wereNotificationsAsked);
}
