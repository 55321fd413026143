// The two apps keep two looks ("screens must look as before"): the member app's roomy,
// phone-first gold and the console's compact desk. Each app names its look once, at its root; a kit
// component takes its class names from the look and its behaviour from its props, so both apps share
// one API and one place for every rule of focus, labelling and state.
import { createContext, use, type ReactNode } from 'react';

export type Look = 'member' | 'console';

// The member app is the default: its chat page and its component tests render without the root.
const LookContext = createContext<Look>('member');

export function LookProvider({ look, children }: { look: Look; children: ReactNode }) {
  return <LookContext value={look}>{children}</LookContext>;
}

export function useLook(): Look {
  return use(LookContext);
}
