import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft, eventInput } from './house-ownership-logic';

describe('ownership form', () => {
  it('asks for an owner and a date, and for the source owner of a transfer', () => {
    expect(draftProblems({ ...emptyDraft('1', ''), share: '50' })).toEqual({ ownerId: 'ownership.pickOwner', eventDate: 'ownership.pickDate' });
    expect(draftProblems(emptyDraft('2', '2026-11-21'))).toEqual({ ownerId: 'ownership.pickNewOwner', fromOwnerId: 'ownership.pickFromOwner' });
    expect(draftProblems({ ...emptyDraft('3', '2026-11-21'), ownerId: 4 })).toEqual({});
  });

  it('refuses a share with more than 2 decimals or not a number', () => {
    expect(draftProblems({ ...emptyDraft('1', '2026-11-21'), ownerId: 1, share: '33.333' }).share).toBe('ownership.shareFormat');
    expect(draftProblems({ ...emptyDraft('1', '2026-11-21'), ownerId: 1, share: '五十' }).share).toBe('ownership.shareFormat');
    expect(draftProblems({ ...emptyDraft('1', '2026-11-21'), ownerId: 1, share: ' 33.33 ' })).toEqual({});
  });

  it('sends only what the event takes and leaves blanks out', () => {
    expect(eventInput({ ...emptyDraft('1', '2026-11-21'), ownerId: 7, fromOwnerId: 3, share: ' 60 ', remark: ' ' })).toEqual({ event: '1', ownerId: 7, share: '60', eventDate: '2026-11-21' });
    expect(eventInput({ ...emptyDraft('2', '2026-11-21'), ownerId: 8, fromOwnerId: 7, remark: '买卖' })).toEqual({ event: '2', ownerId: 8, fromOwnerId: 7, eventDate: '2026-11-21', remark: '买卖' });
    expect(eventInput({ ...emptyDraft('3', '2026-11-21'), ownerId: 8, share: '10' })).toEqual({ event: '3', ownerId: 8, eventDate: '2026-11-21' });
  });
});
