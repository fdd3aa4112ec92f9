import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setOwnerHouseId } from '../../../shared/owner-session';
import type { OwnerHouse } from '../api/me';
import { SIGNED_IN_NS } from '../i18n-ns';

/** A house as the header names it: its name, with the estate first unless the name already starts with it. */
export function houseLabel(h: Pick<OwnerHouse, 'estateName' | 'houseName'>): string {
  return h.houseName.startsWith(h.estateName) ? h.houseName : `${h.estateName} ${h.houseName}`;
}

/** The header's house: the owner's houses by estate and name; the choice is kept for the next visit. */
export function HouseSwitcher({ houses, house }: { houses: OwnerHouse[]; house: OwnerHouse | null }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  if (!house) return null;
  return (
    <Select
      aria-label={t('nav.house')}
      data={houses.map((h) => ({ value: String(h.houseId), label: houseLabel(h) }))}
      value={String(house.houseId)}
      onChange={(v) => v && setOwnerHouseId(Number(v))}
      allowDeselect={false}
      readOnly={houses.length < 2}
      rightSection={houses.length < 2 ? <span /> : undefined}
      variant="unstyled"
      fw={600}
      style={{ flex: 1, minWidth: 0 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="owner-house-switcher"
    />
  );
}
