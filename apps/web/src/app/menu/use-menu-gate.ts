import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../shared/session';
import { menuClick } from './menu-logic';
import { showMenuRefusal } from './menu-refusal';

/**
 * The check every menu click (and every visit of a menu route) goes through: true when the item may
 * open; otherwise the reason is shown (the spec's modal text, or 暂未开通) and the answer is false.
 */
export function useMenuGate(): (state: number | undefined) => boolean {
  const { t } = useTranslation();
  const user = useUser();
  return useCallback(
    (state: number | undefined) => {
      if (!user) return false;
      const click = menuClick(state, user);
      if (click.kind === 'open') return true;
      showMenuRefusal(click.kind === 'refused' ? click.message : t('nav.notOpened'));
      return false;
    },
    [user, t],
  );
}
