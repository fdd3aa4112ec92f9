import { Button } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '@pm/domain';
import { HouseOwnershipDrawer } from './house-ownership-drawer';
import type { RecordRowData } from './record-form';

export interface RowActionProps {
  row: RecordRowData;
  /** The screen is read-only: the action shows, it does not change anything. */
  readOnly: boolean;
}

/** 产权: the house's owners, shares and ownership history. */
function HouseOwnershipAction({ row, readOnly }: RowActionProps) {
  const { t } = useTranslation('records');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => setOpened(true)} data-testid="row-ownership">
        {t('ownership.action')}
      </Button>
      <HouseOwnershipDrawer house={{ id: row.id, code: textOf(row.code), name: textOf(row.name) }} opened={opened} readOnly={readOnly} onClose={() => setOpened(false)} />
    </>
  );
}

/** Extra row actions of a record type beyond edit and delete, shown on read-only screens too. */
const rowActions: Partial<Record<string, ComponentType<RowActionProps>>> = { house: HouseOwnershipAction };

export const rowActionFor = (key: string): ComponentType<RowActionProps> | undefined => rowActions[key];
