import { BALLOT_CHOICES, BALLOT_SOURCES, OWNER_REQUEST_KINDS, SATISFACTION_RATINGS, VOTE_KINDS, VOTE_STATUSES } from '@pm/domain';
import { z } from 'zod';
import { Id } from '../core/integers';
import { maxChars } from '../core/text';

// 业主端 second part (issue 31): repairs and complaints the owner reports (they land as the 受理登记 / 投诉管理
// records staff handle), notices addressed to the owner's house with a read receipt, and the open votes of the
// owner's estate with the owner's ballot. docs/decisions.md "业主端".

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const PHOTOS_PER_REQUEST = 6;

export const OwnerPhoto = z.object({ id: z.number(), name: z.string(), size: z.number() });

export const RequestKind = z.enum(OWNER_REQUEST_KINDS, { error: '请选择报修或投诉' });
/** 受理状态 / 投诉状态 as the owner reads them: 1 已受理/待处理, 2 处理中, 3 已办结. */
export const RequestStatus = z.enum(['1', '2', '3']);

export const RequestInput = z.object({
  houseId: Id,
  kind: RequestKind,
  content: z.string({ error: '请描述问题' }).trim().min(5, '请至少用5个字描述问题').check(maxChars(1000)),
  /** 投诉 only: the 投诉类别 dictionary value (1 服务态度 … 7 其他); default 7. */
  category: z.enum(['1', '2', '3', '4', '5', '6', '7']).optional(),
  /** Photos uploaded first (POST /api/owner/houses/:houseId/photos), at most 6. */
  photoIds: z.array(Id).max(PHOTOS_PER_REQUEST, `最多上传${PHOTOS_PER_REQUEST}张照片`).default([]),
});

export const OwnerRequest = z.object({
  id: z.number(),
  houseId: z.number(),
  houseName: z.string(),
  kind: RequestKind,
  /** The staff record's number (受理编号 / 投诉编号). */
  number: z.string(),
  content: z.string(),
  status: RequestStatus,
  /** 已受理 / 处理中 / 已办结 (or 待处理 for a complaint). */
  statusName: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** What staff wrote when closing it. */
  result: z.string().nullable(),
  photos: z.array(OwnerPhoto),
  /** The owner's rating once done: 1 非常满意 … 4 不满意 (the 满意度 dictionary). */
  rating: z.enum(SATISFACTION_RATINGS).nullable(),
  ratingComment: z.string().nullable(),
});

export const RequestIdInput = z.object({ id: Id });
export const RateInput = z.object({
  id: Id,
  rating: z.enum(SATISFACTION_RATINGS, { error: '请选择满意度' }),
  comment: z.string().trim().check(maxChars(200)).optional(),
});
export const PhotoInput = z.object({ id: Id, photoId: Id });

/** The staff side: what the owner sent with a 受理登记 / 投诉 record (photos, rating), for its row action. */
export const RecordRequestInput = z.object({ recordKey: z.enum(['case-accept', 'complaint']), recordId: Id });
export const StaffRequestView = z.object({
  requestId: z.number(),
  phone: z.string(),
  photos: z.array(OwnerPhoto),
  rating: z.enum(SATISFACTION_RATINGS).nullable(),
  ratingComment: z.string().nullable(),
  ratedAt: z.string().nullable(),
});
export const StaffPhotoInput = z.object({ requestId: Id, photoId: Id });

export const OwnerNotice = z.object({
  id: z.number(),
  houseId: z.number().nullable(),
  houseName: z.string(),
  estateName: z.string(),
  docNumber: z.string(),
  title: z.string(),
  /** HTML as staff wrote it (the page shows it sanitised). */
  content: z.string(),
  senderName: z.string(),
  createdAt: z.string(),
  /** 催缴通知: what the house owed when written. */
  amount: z.string().nullable(),
  readAt: z.string().nullable(),
});
export const NoticeIdInput = z.object({ id: Id });

export const OwnerVoteChoice = z.enum(BALLOT_CHOICES, { error: '请选择同意、反对或弃权' });
export const OwnerVote = z.object({
  id: z.number(),
  estateName: z.string(),
  kind: z.enum(VOTE_KINDS),
  title: z.string(),
  description: z.string(),
  /** 民法典 278 matter class 1-9. */
  matterClass: z.string(),
  seats: z.number().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(VOTE_STATUSES),
  candidates: z.array(z.object({ id: z.number(), name: z.string(), remark: z.string() })),
  /** The voter (one head: owners and houses as listed) the owner votes as. */
  voter: z.object({ id: z.number(), names: z.string(), houses: z.string(), area: z.string() }),
  /** The owner's standing ballot, if any. */
  ballot: z
    .object({ choice: OwnerVoteChoice.nullable(), candidateIds: z.array(z.number()).nullable(), source: z.enum(BALLOT_SOURCES), recordedAt: z.string() })
    .nullable(),
  /** A paper ballot entered by staff stands; the owner cannot change it online. */
  changeable: z.boolean(),
});
export const VoteIdInput = z.object({ id: Id });
export const OwnerBallotInput = z.object({
  id: Id,
  choice: OwnerVoteChoice.optional(),
  candidateIds: z.array(Id).optional(),
});
