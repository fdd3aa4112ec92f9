/**
 * The web client's fixed settings in one place (spec sections 7 and 9). The sign-in keys are not
 * here: they come from the server's /api/site, so a deployment's AUTH_SIGN_KEY works unchanged.
 */

/** A script chunk that has not loaded after this long raises a chunk-load error (ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Open tabs: 9 in the old menu, 10 in the new menu. */
export const TAB_LIMIT_OLD = 9;
export const TAB_LIMIT_NEW = 10;

/** The password prompt opens at most once per this many ms. */
export const PASSWORD_PROMPT_DEBOUNCE_MS = 2_000;
/** The no-response toast stays this long (ms). */
export const NETWORK_TOAST_MS = 3_000;
/** errList in localStorage keeps at most this many entries. */
export const ERR_LIST_CAP = 100;
export const ERR_LIST_KEY = 'errList';
/** The pending-notice badge shows at most this number. */
export const NOTICE_BADGE_CAP = 99;

/** Delays of spec section 9 (ms). */
export const MENU_DOC_HOVER_MS = 2_000;
export const HELP_ITEMS_DELAY_MS = 150;
export const MENU_HOVER_CLOSE_MS = 10;
export const NAVBAR_CLOSE_MS = 500;
export const DRAGGABLE_MODAL_DELAY_MS = 50;

/** Modal sizes of spec section 9, width x height in px. */
export const MODAL_SIZES = {
  changePassword: { w: 370, h: 310 },
  serviceCases: { w: 935, h: 722 },
  message: { w: 753, h: 483 },
  aiHelp: { w: 260, h: 400 },
  systemTip: { w: 390, h: 230 },
} as const;

/** Menu ids recorded (id, title, state) in sessionStorage deviceAuthList. */
export const DEVICE_AUTH_MENU_IDS = [128, 129, 135, 418, 73, 420] as const;
/** The call-centre menu item id (third level). */
export const CALL_CENTER_MENU_ID = 94;
/** Document-flow menu ids: send, process, my documents. */
export const DOCUMENT_FLOW_MENU_IDS = { send: 213, proc: 214, my: 215 } as const;
/** Help lookups run on route change for these menu ids. */
export const HELP_MENU_IDS = [66, 127, 128, 129, 88, 94, 71, 134] as const;
/** PDF category of a message shown as PDF. */
export const PDF_CATEGORY = 101;

/**
 * The feature version numbers of spec section 9. The spec names them without saying what they show or gate; the
 * web client and the server ship together from one repository, so there is no older side to tell apart and nothing
 * is gated on them. They go into the support logs (系统日志 → 客服推送日志, 错误日志) so a log says which versions
 * the page ran (docs/decisions.md).
 */
export const FEATURE_VERSIONS = { inspect: 5, maintain: 4, recordModify: 5, kpi: 2, mergeMenu: 1, share: 1, kpi31: 1 } as const;

/** Softphone logs kept by features/call-center (shared design point 9). */
export const CALL_CENTER_LOG_KEY = 'callCenterLog';
export const CALL_CENTER_INFO_KEY = 'callCenterInfo';
