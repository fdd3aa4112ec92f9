import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ownerBindingEndpoints as b, ownerPortalEndpoints as e, ownerRequestStaffEndpoints as st, PHOTO_EXTENSIONS, PHOTO_MAX_BYTES } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { closeOrder, localNotifyUrl, payErrors, PayGateway } from '../payments/index';
import { electronicReceipt, renderReceiptPdf } from '../settlement/index';
import { badRequest } from '../../errors/app-error';
import { FilesService, sendFile } from '../files/index';
import { applyBinding, decideBinding, listBindings, myBindings } from './bindings';
import * as lookups from './bindings.repo';
import { ownerHouse } from './owner-access';
import { ownerBills, ownerPaid } from './owner-bills';
import { ownedOrder, ownerOrderAnswer, ownerPay, ownerPayOrder, ownerPrepay, ownerResumePay } from './owner-pay';
import { ownerErrors } from './owner-portal.errors';
import * as orders from './owner-pay.repo';
import { ownerMe, signInOwner, signOutOwner } from './owner-sign-in';
import { sendSmsCode } from './sms-codes';
import { ownerNotices, readNotice } from './owner-notices';
import { createRequest, myRequests, ownRequest, rateRequest, recordRequest } from './owner-requests';
import * as requests from './owner-requests.repo';
import { castBallot, ownerOpenVotes } from './owner-votes';
import { finishWechatBind, startWechatBind, unbindOwnerWechat } from './owner-wechat';

// For the messages that follow (issue 32): WeChat's follow / unfollow events and 43004 refusals update the account.

/** files.cat of an owner's photo (报修 / 投诉 from the portal). */
const OWNER_PHOTO_CAT = 320;

/**
 * 业主端 (issue 31): owners sign in with a phone and an SMS code and see, pay and keep the receipts of the bills of the
 * houses the records give them; owners without a record apply for a house and staff of its company decide (业主认证).
 */
export function ownerPortalPlugin({ db, config, sms, wechat, jwtSecret }: Pick<AppDeps, 'db' | 'config' | 'sms' | 'wechat' | 'jwtSecret'>) {
  return async (app: FastifyInstance) => {
    const gateway = config.wechatpay
      ? new PayGateway(config.wechatpay, () => config.wechatpayNotifyUrl ?? localNotifyUrl(app.server.address(), config.port))
      : undefined;
    const secret = `${jwtSecret}:portal`;

    registerEndpoint(app, e.sendSmsCode, ({ input, request }) => sendSmsCode({ db, sms, secret }, input.phone, request.ip));
    registerEndpoint(app, e.signIn, ({ input, request }) => signInOwner({ db, secret }, input, request.ip));
    registerEndpoint(app, e.signOut, ({ owner }) => signOutOwner(db, owner));
    registerEndpoint(app, e.me, ({ owner }) => ownerMe(db, owner));
    registerEndpoint(app, e.bills, ({ input, owner }) => ownerBills({ db }, owner, input.houseId));
    registerEndpoint(app, e.paid, ({ input, owner }) => ownerPaid({ db }, owner, input));
    registerEndpoint(app, e.pay, ({ input, owner, request }) => ownerPay({ db, gateway }, owner, input, request.ip));
    registerEndpoint(app, e.prepay, ({ input, owner, request }) => ownerPrepay({ db, gateway }, owner, input, request.ip));
    registerEndpoint(app, e.payOrder, ({ input, owner }) => ownerPayOrder({ db, gateway }, owner, input.id));
    registerEndpoint(app, e.resumePay, ({ input, owner }) => ownerResumePay({ db, gateway }, owner, input.id));
    registerEndpoint(app, e.cancelPayOrder, async ({ input, owner }) => {
      const order = await ownedOrder(db, owner, input.id);
      if (order.state !== 'open') throw payErrors.notOpen(order.state);
      if (!gateway) throw payErrors.off();
      const outcome = await closeOrder(db, gateway, order, 'cancelled', null);
      if (outcome === 'error') throw payErrors.vendor(new Error('关单失败'));
      return ownerOrderAnswer(db, order.companyId, order.id);
    });
    registerEndpoint(app, e.receiptPdf, async ({ input, owner, reply }) => {
      const found = await orders.receiptHouse(db, input.id);
      if (!found || found.houseId === null) throw ownerErrors.noReceipt();
      await ownerHouse(db, owner, found.houseId).catch(() => {
        throw ownerErrors.noReceipt();
      });
      const sheet = await electronicReceipt(db, found.companyId, input.id);
      attachmentHeaders(reply, `收据${sheet.number}.pdf`, 'application/pdf');
      await reply.send(await renderReceiptPdf(sheet));
      return null;
    });
    registerEndpoint(app, e.searchEstates, ({ input }) => lookups.searchEstates(db, input.q));
    registerEndpoint(app, e.searchHouses, ({ input }) => lookups.searchHouses(db, input.estateId, input.q));
    registerEndpoint(app, e.myBindings, ({ owner }) => myBindings({ db }, owner));
    registerEndpoint(app, e.applyBinding, ({ input, owner }) => applyBinding({ db }, owner, input));

    const files = new FilesService(db, config.dataDir);
    await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2 } });
    registerEndpoint(app, e.uploadPhoto, async ({ input, owner, request }) => {
      const house = await ownerHouse(db, owner, input.houseId);
      const missing = badRequest('owner.photo_missing', '请选择照片', [{ path: 'file', message: '请选择照片' }]);
      if (!request.isMultipart()) throw missing;
      const upload = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES } });
      if (!upload) throw missing;
      const saved = await files.save({ companyId: house.company_id, userId: null }, upload, { cat: OWNER_PHOTO_CAT, parent: null }, { extensions: PHOTO_EXTENSIONS, maxBytes: PHOTO_MAX_BYTES });
      await requests.insertUpload(db, { fileId: saved.id, accountId: owner.accountId, houseId: house.house_id });
      return { id: saved.id, name: saved.name, size: saved.size };
    });
    registerEndpoint(app, e.createRequest, ({ input, owner }) => createRequest({ db }, owner, input));
    registerEndpoint(app, e.myRequests, ({ owner }) => myRequests({ db }, owner));
    registerEndpoint(app, e.rateRequest, ({ input, owner }) => rateRequest({ db }, owner, input));
    registerEndpoint(app, e.requestPhoto, async ({ input, owner, reply }) => {
      await ownRequest(db, owner, input.id);
      const photo = await requests.photoOfRequest(db, input.id, input.photoId);
      if (!photo) throw ownerErrors.noPhoto();
      await sendFile(reply, files, { name: photo.name, storedName: photo.stored_name, mime: photo.mime, size: Number(photo.size) }, true);
      return null;
    });
    registerEndpoint(app, e.notices, ({ owner }) => ownerNotices({ db }, owner));
    registerEndpoint(app, e.readNotice, ({ input, owner }) => readNotice({ db }, owner, input.id));
    registerEndpoint(app, e.votes, ({ owner }) => ownerOpenVotes({ db }, owner));
    registerEndpoint(app, e.castBallot, ({ input, owner }) => castBallot({ db }, owner, input));
    registerEndpoint(app, e.wechatBindStart, ({ input, owner }) => startWechatBind({ wechat, secret }, owner, input));
    registerEndpoint(app, e.wechatBindFinish, ({ input, owner }) => finishWechatBind({ db, wechat, secret }, owner, input));
    registerEndpoint(app, e.wechatUnbind, ({ owner }) => unbindOwnerWechat(db, owner));

    registerEndpoint(app, st.recordRequest, ({ input, session }) => recordRequest(db, session.companyId, input.recordKey, input.recordId));
    registerEndpoint(app, st.requestPhoto, async ({ input, session, reply }) => {
      if (!(await requests.requestOfCompany(db, session.companyId, input.requestId))) throw ownerErrors.noPhoto();
      const photo = await requests.photoOfRequest(db, input.requestId, input.photoId);
      if (!photo) throw ownerErrors.noPhoto();
      await sendFile(reply, files, { name: photo.name, storedName: photo.stored_name, mime: photo.mime, size: Number(photo.size) }, true);
      return null;
    });

    registerEndpoint(app, b.listBindings, ({ input, session }) => listBindings({ db }, session, input));
    registerEndpoint(app, b.approveBinding, ({ input, session }) => decideBinding({ db }, session, input, 'approved'));
    registerEndpoint(app, b.rejectBinding, ({ input, session }) => decideBinding({ db }, session, input, 'rejected'));
    registerEndpoint(app, b.revokeBinding, ({ input, session }) => decideBinding({ db }, session, input, 'revoked'));
  };
}
