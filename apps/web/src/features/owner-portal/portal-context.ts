import { createContext, useContext } from 'react';
import type { OwnerHouse, OwnerMe } from './api/me';

/** The signed-in owner and the house the pages show (the one chosen in the header; null without any house). */
export interface Portal {
  me: OwnerMe;
  house: OwnerHouse | null;
}

export const PortalContext = createContext<Portal | null>(null);

/** The owner and the chosen house, inside the signed-in portal. */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal outside the signed-in portal');
  return portal;
}
