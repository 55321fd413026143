// The signed-in shell: fixed header, centred content, fixed bottom bar, and the two dialogs they open.
// Screens open the wallet dialog through WalletOpenerContext (features never import each other).
// It reads the member's play state once a sign-in opens it: a member on a break (responsible play)
// gets the break screen in place of every page, with the wallet dialog cut to withdrawing; any other
// member gets the pages and the sign-in's reality check.
// The two dialogs are chunks of their own, fetched when the browser is first idle (so
// the money path opens at once) or on the first opening, whichever comes first; a dialog stays
// mounted after that, so closing and reopening behave as before.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from '../features/layout/components/header.tsx';
import { BottomBar } from '../features/layout/components/bottom-bar.tsx';
import { FullScreenSpinner, Spinner } from '@sanam/ui/spinner.tsx';
import { usePlayBreak } from '../features/play/api/play.ts';
import { RealityCheck } from '../features/play/components/reality-check.tsx';
import { DepositLimitOffer, preloadDepositLimitOffer } from './deposit-limit-offer.tsx';
import { preloadable } from './preloadable.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { WalletOpenerContext, type WalletDialogTab } from '../ui/wallet-opener.tsx';

const userInfoDialog = preloadable(
  async () => (await import('../features/user-info/components/user-info-dialog.tsx')).UserInfoDialog,
);
// few members are ever on a break: its screen is a chunk of its own
const breakScreen = preloadable(
  async () => (await import('../features/play/components/break-screen.tsx')).BreakScreen,
);
const walletDialog = preloadable(
  async () =>
    (await import('../features/wallet/components/deposit-withdraw-dialog.tsx')).DepositWithdrawDialog,
);

/** Fetches both dialogs' chunks, and the deposit-limit offer the wallet dialog may show. */
export function preloadDialogs(): Promise<unknown> {
  return Promise.all([userInfoDialog.preload(), walletDialog.preload(), preloadDepositLimitOffer()]);
}

/** Fetches the dialogs' chunks once the page has settled; a failure here is retried on opening. */
function useWarmDialogs() {
  useEffect(() => {
    const warm = () => void preloadDialogs().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warm, 2_000);
    return () => window.clearTimeout(id);
  }, []);
}

/** The backdrop with a spinner while a dialog's chunk is on its way; a tap on it gives up, like a dialog's. */
function DialogLoading({ onClose }: { onClose: () => void }) {
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink-950/75 text-gold-500 backdrop-blur-sm"
      onClick={onClose}
    >
      <Spinner className="size-10" />
    </div>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const [isUserInfoOpen, setIsUserInfoOpen] = useState(false);
  const [hasOpenedUserInfo, setHasOpenedUserInfo] = useState(false);
  const [wallet, setWallet] = useState<{ isOpen: boolean; tab: WalletDialogTab }>({
    isOpen: false,
    tab: 'deposit',
  });
  const [hasOpenedWallet, setHasOpenedWallet] = useState(false);
  const openWallet = useCallback((tab: WalletDialogTab = 'deposit') => {
    setHasOpenedWallet(true);
    setWallet({ isOpen: true, tab });
  }, []);
  const closeWallet = () => setWallet((w) => ({ ...w, isOpen: false }));
  const openUserInfo = () => {
    setHasOpenedUserInfo(true);
    setIsUserInfoOpen(true);
  };
  useWarmDialogs();
  const { isKnown, playBreak } = usePlayBreak();
  if (!isKnown) return <FullScreenSpinner />;

  return (
    <WalletOpenerContext value={openWallet}>
      <DepositLimitOffer>
        <div className="min-h-dvh bg-ink-900">
          {playBreak ? (
            <Suspense fallback={<FullScreenSpinner />}>
              <breakScreen.Component playBreak={playBreak} onWithdraw={() => openWallet('withdraw')} />
            </Suspense>
          ) : (
            <>
              <Header onOpenUserInfo={openUserInfo} />
              <main className="mx-auto w-full max-w-6xl px-3 pt-20 pb-28 sm:px-5">
                {/* a page that fails to load says so here, header and bottom bar still there */}
                <RouteErrorBoundary resetKey={pathname}>
                  <Outlet />
                </RouteErrorBoundary>
              </main>
              <BottomBar onOpenWallet={() => openWallet('deposit')} />
              <RealityCheck />
            </>
          )}
          {hasOpenedUserInfo ? (
            <Suspense
              fallback={isUserInfoOpen ? <DialogLoading onClose={() => setIsUserInfoOpen(false)} /> : null}
            >
              <userInfoDialog.Component isOpen={isUserInfoOpen} onClose={() => setIsUserInfoOpen(false)} />
            </Suspense>
          ) : null}
          {hasOpenedWallet ? (
            <Suspense fallback={wallet.isOpen ? <DialogLoading onClose={closeWallet} /> : null}>
              <walletDialog.Component
                isOpen={wallet.isOpen}
                initialTab={wallet.tab}
                isWithdrawOnly={playBreak !== null}
                onClose={closeWallet}
              />
            </Suspense>
          ) : null}
        </div>
      </DepositLimitOffer>
    </WalletOpenerContext>
  );
}
