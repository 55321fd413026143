// The shell's side of the offer to set a deposit limit (ui/deposit-limit-offer.tsx): the dialog a new
// member meets on arriving from the register screen, and the deposit tab's offer handed to the wallet
// through context. Both are the play feature's, in a chunk of their own: a member who is offered
// nothing never waits for it.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  clearNewMemberArrival,
  FirstDepositOfferContext,
  isNewMemberArrival,
  type FirstDepositOfferProps,
} from '../ui/deposit-limit-offer.tsx';
import { preloadable } from './preloadable.tsx';

const arrivalDialog = preloadable(
  async () =>
    (await import('../features/play/components/deposit-limit-prompt.tsx')).NewMemberDepositLimitDialog,
);
const depositTabOffer = preloadable(
  async () => (await import('../features/play/components/deposit-limit-prompt.tsx')).FirstDepositOffer,
);

export const preloadDepositLimitOffer = () =>
  Promise.all([arrivalDialog.preload(), depositTabOffer.preload()]);

/** Nothing while the chunk is on its way: the deposit tab shows at once, the offer a moment later. */
function LazyFirstDepositOffer(props: FirstDepositOfferProps) {
  return (
    <Suspense fallback={null}>
      <depositTabOffer.Component {...props} />
    </Suspense>
  );
}

const renderFirstDepositOffer = (props: FirstDepositOfferProps) => <LazyFirstDepositOffer {...props} />;

export function DepositLimitOffer({ children }: { children: ReactNode }) {
  const [isArriving, setIsArriving] = useState(isNewMemberArrival);
  // taken once: the shell opened for this arrival holds it, and no later one finds it again
  useEffect(() => clearNewMemberArrival(), []);
  return (
    <FirstDepositOfferContext value={renderFirstDepositOffer}>
      {children}
      {isArriving ? (
        <Suspense fallback={null}>
          <arrivalDialog.Component onClose={() => setIsArriving(false)} />
        </Suspense>
      ) : null}
    </FirstDepositOfferContext>
  );
}
