import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { workOrderErrors as err } from './workorders.errors';
import * as repo from './workorders.repo';

/** 完工's photos: files the technician uploaded (files module) that no order holds yet; any other id is a 400. */
export async function finishPhotos(db: Db, session: Session, photoIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(photoIds)];
  const free = await repo.freePhotos(db, session.companyId, session.userId, ids);
  if (free.length !== ids.length) throw err.photoGone();
  return ids;
}
