import type { Endpoint } from '@pm/contracts';
import { NETWORK_TOAST_MS, PASSWORD_PROMPT_DEBOUNCE_MS } from '../shared/config';
import { isOwnerEndpoint, type ApiError } from './client';

export const CHANGE_PASSWORD_MSG = '请修改密码！';
export const NETWORK_MSG = '网络出现问题，请稍后再试！';

/** The message for an HTTP status (spec section 8, HTTP status table). */
export function statusMessage(status: number, msg?: string): string {
  switch (status) {
    case 400:
      return msg || '错误请求';
    case 401:
      return '超时中断，请重新登录！';
    case 403:
      return msg && msg !== '拒绝访问' ? `拒绝访问：${msg}` : '拒绝访问';
    case 404:
      return '请求错误，未找到该资源！';
    case 405:
    case 408:
      return '请求超时！';
    case 500:
      return msg || '服务器端出错！';
    case 501:
      return '网络未实现！';
    case 502:
      return '网络错误！';
    case 503:
      return '服务不可用！';
    case 504:
      return '网络超时！';
    case 505:
      return 'http版本不支持该请求！';
    default:
      return `连接错误${status}`;
  }
}

/** What the catalogue does with the page; the shell passes Mantine notifications and the router. */
export interface CatalogueEffects {
  /** Shows msg as a notice that stays until clicked; the same text is not shown twice meanwhile. */
  notice: (message: string, onClose: () => void) => void;
  /** An error toast that closes after `ms`. */
  toast: (message: string, ms: number) => void;
  openPasswordModal: () => void;
  /** Clears the session locally and reloads the page. */
  signOutAndReload: () => void;
  now: () => number;
}

export type Outcome = 'password' | 'silent' | 'notice' | 'duplicate' | 'signout' | 'network' | 'debounced';

/**
 * The error catalogue of spec section 8 in one place. Returns the client's onError hook and
 * what it decided for each error (for tests).
 */
export function createErrorCatalogue(fx: CatalogueEffects): (error: ApiError, endpoint?: Endpoint) => Outcome {
  const shown = new Set<string>();
  let lastPasswordPrompt = Number.NEGATIVE_INFINITY;

  function notice(message: string): Outcome {
    if (shown.has(message)) return 'duplicate';
    shown.add(message);
    fx.notice(message, () => shown.delete(message));
    return 'notice';
  }

  return (error, endpoint) => {
    // 业主端 calls (in a staff member's browser too): the portal shows its own errors, and its 401 ends the owner's
    // session only (the client cleared the owner token), never the staff one.
    if (endpoint && isOwnerEndpoint(endpoint)) return 'silent';
    if (error.code === 1 && error.message === CHANGE_PASSWORD_MSG) {
      const now = fx.now();
      if (now - lastPasswordPrompt < PASSWORD_PROMPT_DEBOUNCE_MS) return 'debounced';
      lastPasswordPrompt = now;
      fx.openPasswordModal();
      return 'password';
    }
    if (error.status === 401) {
      notice(statusMessage(401));
      fx.signOutAndReload();
      return 'signout';
    }
    if (error.code === 100 || endpoint?.silent) return 'silent';
    if (error.status === 0) {
      fx.toast(NETWORK_MSG, NETWORK_TOAST_MS);
      return 'network';
    }
    // Envelope rejections (code 1, or any code on HTTP 2xx) show the server's msg as it is.
    if ((error.code === 1 || (error.status >= 200 && error.status < 300)) && error.message) return notice(error.message);
    return notice(statusMessage(error.status, error.message));
  };
}
