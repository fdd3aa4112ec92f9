import { RECON_DAY_STATES, RECON_KINDS, RECON_RESOLUTIONS } from '../payments/recon-kinds';
import { VOUCHER_WORDS } from '../accounting/voucher-numbers';
import { ALLOCATION_SOURCES, REFUND_SETTLE_TYPES, SETTLE_ACCOUNT_KINDS, SETTLE_METHOD_CODES, SETTLE_TYPE_CODES } from './settlement-words';
import {
  LATE_MONEY_DESTINATIONS,
  ONLINE_METHODS,
  ONLINE_SETTLE_TYPES,
  PAY_ORDER_STATES,
  PAY_REFUND_STATES,
  PAY_TRADE_TYPES,
  RECON_COMPANY_STATES,
  RECON_ITEM_STATES,
} from './online-pay-words';
import { ASSET_STATUSES, CHART_KEYS, PERIOD_STATUSES, SIDES, VOUCHER_SOURCES, VOUCHER_TEMPLATE_KINDS, WORD_MODES } from './accounting-words';
import { OPENING_ROW_KINDS, OPENING_SOURCES, OPENING_STATES } from './opening-words';
import { BUYER_TYPES, INVOICE_DIRECTIONS, INVOICE_MERGE_MODES, INVOICE_RED_REASONS, INVOICE_STATES } from './invoice-words';
import {
  BALLOT_CHOICES,
  BALLOT_SOURCES,
  BINDING_STATES,
  BUDGET_STATUS_CODES,
  MATTER_CLASSES,
  OUTSOURCING_STATUS_CODES,
  OWNER_ACCOUNT_KINDS,
  OWNER_ENTRY_KINDS,
  OWNER_MONEY_IN_KINDS,
  OWNER_REQUEST_KINDS,
  SATISFACTION_RATINGS,
  VOTE_KINDS,
  VOTE_STATUSES,
} from './owners-words';
import { MESSAGE_CHANNELS, MESSAGE_PURPOSES, MESSAGE_STATES, TEMPLATE_CHANNELS } from './message-words';
import { REGISTRATION_STATUSES } from './registration-words';

/**
 * Every CHECK of the schema that holds a column to a list of words, by constraint name, with the tuple it is made
 * from. The schema builds each such CHECK from its tuple; a test reads the migrated database's CHECKs and holds
 * them equal to this list, both ways (a new list CHECK must be declared here).
 */
export const ENUM_CHECKS: Readonly<Record<string, readonly string[]>> = {
  payments_settle_type_check: SETTLE_TYPE_CODES,
  payment_tenders_method_check: SETTLE_METHOD_CODES,
  payment_allocations_source_check: ALLOCATION_SOURCES,
  settle_accounts_kind_check: SETTLE_ACCOUNT_KINDS,
  refund_requests_settle_type_check: REFUND_SETTLE_TYPES,
  pay_settings_late_check: LATE_MONEY_DESTINATIONS,
  pay_orders_state_check: PAY_ORDER_STATES,
  pay_orders_method_check: ONLINE_METHODS,
  pay_orders_trade_type_check: PAY_TRADE_TYPES,
  pay_orders_settle_type_check: ONLINE_SETTLE_TYPES,
  pay_refunds_state_check: PAY_REFUND_STATES,
  pay_recon_days_state_check: RECON_DAY_STATES,
  pay_recon_companies_state_check: RECON_COMPANY_STATES,
  pay_recon_items_kind_check: RECON_KINDS,
  pay_recon_items_state_check: RECON_ITEM_STATES,
  pay_recon_items_resolution_check: RECON_RESOLUTIONS,
  acct_books_chart_check: CHART_KEYS,
  acct_books_word_mode_check: WORD_MODES,
  acct_subjects_direction_check: SIDES,
  acct_periods_status_check: PERIOD_STATUSES,
  acct_vouchers_word_check: VOUCHER_WORDS,
  acct_vouchers_source_check: VOUCHER_SOURCES,
  acct_voucher_templates_kind_check: VOUCHER_TEMPLATE_KINDS,
  acct_assets_status_check: ASSET_STATUSES,
  opening_imports_state_check: OPENING_STATES,
  opening_imports_source_check: OPENING_SOURCES,
  opening_import_rows_kind_check: OPENING_ROW_KINDS,
  registration_requests_status_check: REGISTRATION_STATUSES,
  message_templates_purpose: MESSAGE_PURPOSES,
  message_templates_channel: TEMPLATE_CHANNELS,
  outbound_messages_state: MESSAGE_STATES,
  outbound_messages_channel: MESSAGE_CHANNELS,
  outbound_messages_purpose: MESSAGE_PURPOSES,
  invoice_settings_merge_check: INVOICE_MERGE_MODES,
  invoice_requests_direction_check: INVOICE_DIRECTIONS,
  invoice_requests_buyer_type_check: BUYER_TYPES,
  invoice_requests_state_check: INVOICE_STATES,
  invoice_red_letters_reason_check: INVOICE_RED_REASONS,
  owner_accounts_kind_check: OWNER_ACCOUNT_KINDS,
  owner_account_entries_kind_check: OWNER_ENTRY_KINDS,
  owner_account_entries_sign_check: OWNER_MONEY_IN_KINDS,
  owner_votes_kind_check: VOTE_KINDS,
  owner_votes_status_check: VOTE_STATUSES,
  owner_votes_class_check: MATTER_CLASSES,
  owner_ballots_choice_check: BALLOT_CHOICES,
  owner_ballots_source_check: BALLOT_SOURCES,
  public_budgets_status_check: BUDGET_STATUS_CODES,
  outsourcing_contracts_status_check: OUTSOURCING_STATUS_CODES,
  owner_bindings_state_check: BINDING_STATES,
  owner_requests_kind_check: OWNER_REQUEST_KINDS,
  owner_requests_rating_check: SATISFACTION_RATINGS,
};
