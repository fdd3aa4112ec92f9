import { Button } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '@pm/domain';
import { ChargeItemTaxDrawer } from './charge-item-tax-drawer';
import { HouseMessagesDrawer } from './house-messages-drawer';
import { HouseOwnershipDrawer } from './house-ownership-drawer';
import { MeetingVotesDrawer } from './meeting-votes-drawer';
import { OwnerRequestDrawer } from './owner-request-drawer';
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
  // The drawer mounts on the first open only: a page of rows keeps no closed drawers around.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => { setUsed(true); setOpened(true); }} data-testid="row-ownership">
        {t('ownership.action')}
      </Button>
      {used ? <HouseOwnershipDrawer house={{ id: row.id, code: textOf(row.code), name: textOf(row.name) }} opened={opened} readOnly={readOnly} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/** 消息记录: the messages sent to the house's owners (issue 32), newest first. */
function HouseMessagesAction({ row }: RowActionProps) {
  const { t } = useTranslation('records');
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => { setUsed(true); setOpened(true); }} data-testid="row-house-messages">
        {t('houseMessages.action')}
      </Button>
      {used ? <HouseMessagesDrawer house={{ id: row.id, code: textOf(row.code), name: textOf(row.name) }} opened={opened} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/** A house's actions: 产权 and 消息记录. */
function HouseActions(props: RowActionProps) {
  return (
    <>
      <HouseOwnershipAction {...props} />
      <HouseMessagesAction {...props} />
    </>
  );
}

/** 表决: the votes and elections put to an owners' meeting (业主大会, 业委会会议), with their state and result. */
function MeetingVotesAction({ row }: RowActionProps) {
  const { t } = useTranslation('records');
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  // Only owners' meetings hold votes (docs/decisions.md "Meetings, votes and committee terms").
  if (row.meetingType !== '1' && row.meetingType !== '2') return null;
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => { setUsed(true); setOpened(true); }} data-testid="row-meeting-votes">
        {t('meetingVotes.action')}
      </Button>
      {used ? <MeetingVotesDrawer meeting={{ id: row.id, subject: textOf(row.subject) }} opened={opened} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/** 业主照片: what the owner sent from the portal with a 受理登记 / 投诉 record (photos, phone, rating). */
function ownerRequestAction(recordKey: 'case-accept' | 'complaint') {
  return function OwnerRequestAction({ row }: RowActionProps) {
    const { t } = useTranslation('records');
    const [opened, setOpened] = useState(false);
    const [used, setUsed] = useState(false);
    return (
      <>
        <Button size="compact-xs" variant="light" onClick={() => { setUsed(true); setOpened(true); }} data-testid="row-owner-request">
          {t('ownerRequest.action')}
        </Button>
        {used ? <OwnerRequestDrawer recordKey={recordKey} recordId={row.id} opened={opened} onClose={() => setOpened(false)} /> : null}
      </>
    );
  };
}

/** 税务设置: the charge item's tax setup for e-invoices and the company's 销方信息 (issue 33). */
function ChargeItemTaxAction({ row, readOnly }: RowActionProps) {
  const { t } = useTranslation('records');
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => { setUsed(true); setOpened(true); }} data-testid="row-tax-setup">
        {t('taxSetup.action')}
      </Button>
      {used ? <ChargeItemTaxDrawer item={{ id: row.id, name: textOf(row.name) }} opened={opened} readOnly={readOnly} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/** Extra row actions of a record type beyond edit and delete, shown on read-only screens too. */
const rowActions: Partial<Record<string, ComponentType<RowActionProps>>> = {
  house: HouseActions,
  'meeting-office': MeetingVotesAction,
  'case-accept': ownerRequestAction('case-accept'),
  complaint: ownerRequestAction('complaint'),
  'charge-item': ChargeItemTaxAction,
};

export const rowActionFor = (key: string): ComponentType<RowActionProps> | undefined => rowActions[key];
