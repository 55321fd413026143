// The offer to set a deposit limit (responsible play: prompted at registration or at the first
// deposit, skippable) reaches the screens that make it without their importing the play feature:
// the register screen marks the arrival of a new member, and the shell shows the offer then; the
// deposit tab renders the offer the shell provides, telling it whether the member has deposited.
import { createContext, use, type ReactNode } from 'react';

export type FirstDepositOfferProps = {
  /** whether the member has any deposit on record; null while that is not known yet */
  hasDeposited: boolean | null;
};

/** How the shell draws the deposit tab's offer; null means no shell around (a screen on its own). */
export const FirstDepositOfferContext = createContext<((props: FirstDepositOfferProps) => ReactNode) | null>(
  null,
);

/** Where the deposit tab shows the offer: whatever the shell draws there, or nothing. */
export function FirstDepositOfferSlot(props: FirstDepositOfferProps) {
  const render = use(FirstDepositOfferContext);
  return render ? render(props) : null;
}

// In memory, not in the history's state: the register screen's own redirect (a signed-in member
// leaves the public pages) would otherwise race the navigation that carries it, and a reload later
// must not offer it again.
let isNewMemberArriving = false;

/** The register screen's call, once the new member is signed in. */
export function markNewMemberArrival(): void {
  isNewMemberArriving = true;
}

export function isNewMemberArrival(): boolean {
  return isNewMemberArriving;
}

/** The shell took the arrival: the offer is made on this one only. */
export function clearNewMemberArrival(): void {
  isNewMemberArriving = false;
}
