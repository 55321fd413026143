// Lets any screen open the shell's deposit-withdraw dialog on a given tab (the side panel's deposit and
// withdraw sections, later a "top up" hint in the match room) without importing the wallet feature.
// The app shell provides it; null means no shell around (a screen rendered on its own).
import { createContext, use } from 'react';

export type WalletDialogTab = 'deposit' | 'withdraw';
export type OpenWallet = (tab?: WalletDialogTab) => void;

export const WalletOpenerContext = createContext<OpenWallet | null>(null);

export function useOpenWallet(): OpenWallet | null {
  return use(WalletOpenerContext);
}
