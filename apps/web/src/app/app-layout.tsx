// The signed-in shell: fixed header, centred content, fixed bottom bar, and the two dialogs they open.
import { useState } from 'react';
import { Outlet } from 'react-router';
import { Header } from '../features/layout/header.tsx';
import { BottomBar } from '../features/layout/bottom-bar.tsx';
import { UserInfoDialog } from '../features/user-info/user-info-dialog.tsx';
import { DepositWithdrawDialog } from '../features/wallet/deposit-withdraw-dialog.tsx';

export function AppLayout() {
  const [isUserInfoOpen, setIsUserInfoOpen] = useState(false);
  const [isWalletOpen, setIsWalletOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-ink-900">
      <Header onOpenUserInfo={() => setIsUserInfoOpen(true)} />
      <main className="mx-auto w-full max-w-6xl px-3 pt-20 pb-28 sm:px-5">
        <Outlet />
      </main>
      <BottomBar onOpenWallet={() => setIsWalletOpen(true)} />
      <UserInfoDialog isOpen={isUserInfoOpen} onClose={() => setIsUserInfoOpen(false)} />
      <DepositWithdrawDialog isOpen={isWalletOpen} onClose={() => setIsWalletOpen(false)} />
    </div>
  );
}
