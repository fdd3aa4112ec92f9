
import { ok, refusal, stubApi, type Answer, type Call } from '../../test/stub-api';

export { ok, stubApi, type Answer, type Call };
/** A refusal as the server sends it, with a charging error code unless told. */
export const refuse = (status: number, msg: string, errorCode = 'charging.refused') => refusal(status, msg, errorCode);

export const estates = [{ id: 1, code: 'E01', name: '安居花园' }];
