// The signed-in shell: fixed header, centred content, fixed bottom bar, and the two dialogs they open.
// Screens open the wallet dialog through WalletOpenerContext (features never import each other).
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { Header } from '../features/layout/header.tsx';
import { BottomBar } from '../features/layout/bottom-bar.tsx';
import { UserInfoDialog } from '../features/user-info/user-info-dialog.tsx';
import { DepositWithdrawDialog } from '../features/wallet/deposit-withdraw-dialog.tsx';
import { WalletOpenerContext, type WalletDialogTab } from '../ui/wallet-opener.tsx';

export function AppLayout() {
  const [isUserInfoOpen, setIsUserInfoOpen] = useState(false);
  const [wallet, setWallet] = useState<{ isOpen: boolean; tab: WalletDialogTab }>({
    isOpen: false,
    tab: 'deposit',
  });
  const openWallet = useCallback((tab: WalletDialogTab = 'deposit') => setWallet({ isOpen: true, tab }), []);
  return (
    <WalletOpenerContext value={openWallet}>
      <div className="min-h-dvh bg-ink-900">
        <Header onOpenUserInfo={() => setIsUserInfoOpen(true)} />
        <main className="mx-auto w-full max-w-6xl px-3 pt-20 pb-28 sm:px-5">
          <Outlet />
        </main>
        <BottomBar onOpenWallet={() => openWallet('deposit')} />
        <UserInfoDialog isOpen={isUserInfoOpen} onClose={() => setIsUserInfoOpen(false)} />
        <DepositWithdrawDialog
          isOpen={wallet.isOpen}
          initialTab={wallet.tab}
          onClose={() => setWallet((w) => ({ ...w, isOpen: false }))}
        />
      </div>
    </WalletOpenerContext>
  );
}
