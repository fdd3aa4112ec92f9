import { registerConstraint } from '../../errors/db-errors';

// Every refusal the books' triggers and constraints raise (packages/db/sql/voucher_ledger.sql,
// packages/db/src/schema/accounting.ts), answered in Chinese: the use cases check first, so these
// speak when a race or a bug slips past them. Registered once by accounting.plugin.ts. The period
// triggers and the asset keys are answered in their own words by periods.errors.ts and assets.errors.ts.

const voucher = (name: string, status: number, code: string, msg: string) =>
  registerConstraint(name, status, `accounting.${code}`, msg);

export function registerAccountingConstraints(): void {
  voucher('acct_vouchers_starts_draft', 409, 'voucher_starts_draft', '凭证必须先保存为待修改');
  voucher('acct_vouchers_period_open', 409, 'period_closed', '会计期间已结账或未开启，不能修改凭证');
  voucher('acct_vouchers_delete_draft_only', 409, 'delete_draft_only', '只能删除待修改的凭证');
  voucher('acct_vouchers_posted_immutable', 409, 'voucher_posted', '已登账凭证不能修改，请使用冲销');
  voucher('acct_vouchers_submitted_fixed', 409, 'voucher_submitted_fixed', '凭证已提交，不能修改，请先退回');
  voucher('acct_vouchers_balanced', 409, 'unbalanced', '借贷不平，或凭证分录少于两条');
  voucher('acct_voucher_lines_draft_only', 409, 'lines_fixed', '只能修改待修改凭证的分录');
  voucher('acct_voucher_lines_leaf_subject', 409, 'not_leaf_subject', '只能向本公司启用的末级科目记账');
  voucher('acct_voucher_lines_one_side_check', 400, 'both_sides', '借方和贷方只能填写一方');
  voucher('acct_voucher_lines_seq_unique', 409, 'line_seq_taken', '凭证分录序号重复');
  voucher('acct_subject_totals_posting_only', 409, 'totals_posting_only', '科目发生额只能由登账产生');
  voucher('acct_periods_kept', 409, 'period_kept', '会计期间不能删除或修改');
  voucher('acct_periods_company_id_period_pk', 409, 'period_exists', '该会计期间已存在');
  voucher('acct_periods_status_check', 400, 'period_status', '期间状态不正确');
  voucher('acct_period_events_action_check', 400, 'period_action', '结账操作不正确');
  voucher('acct_voucher_events_append_only', 409, 'history_append_only', '凭证历史不能修改或删除');
  voucher('acct_voucher_events_action_check', 400, 'voucher_action', '凭证操作不正确');
  voucher('acct_period_events_append_only', 409, 'history_append_only', '结账历史不能修改或删除');
  voucher('acct_depreciations_append_only', 409, 'depreciation_append_only', '已计提的折旧不能修改或删除');
  voucher('acct_voucher_sources_append_only', 409, 'source_append_only', '凭证来源记录不能修改或删除');
  voucher('acct_voucher_sources_source_kind_source_id_pk', 409, 'source_booked', '该业务单据已生成凭证');
  voucher('acct_vouchers_number_unique', 409, 'number_taken', '凭证号已被使用，请重试');
  voucher('acct_vouchers_reversal_unique', 409, 'already_reversed', '该凭证已冲销');
  voucher('acct_vouchers_source_unique', 409, 'source_booked', '该业务已生成凭证');
  voucher('acct_vouchers_status_check', 400, 'voucher_status', '凭证状态不正确');
  voucher('acct_vouchers_word_check', 400, 'voucher_word', '凭证字不正确');
  voucher('acct_vouchers_numbered_check', 409, 'voucher_unnumbered', '凭证借贷平衡后才有凭证号，暂存的凭证不能提交');
  voucher('acct_vouchers_source_check', 400, 'voucher_source', '凭证来源不正确');
  voucher('acct_books_pkey', 409, 'book_exists', '本公司已建账');
  voucher('acct_books_chart_check', 400, 'book_chart', '会计准则不正确');
  voucher('acct_books_word_mode_check', 400, 'book_word_mode', '凭证字方式不正确');
  voucher('acct_subjects_code_unique', 409, 'subject_code_taken', '科目编码已存在');
  voucher('acct_subjects_direction_check', 400, 'subject_direction', '余额方向不正确');
  voucher('acct_subjects_category_check', 400, 'subject_category', '科目类别为1-6');
  voucher('acct_opening_balances_company_id_subject_id_pk', 409, 'opening_exists', '该科目的期初余额已存在');
  voucher(
    'acct_subject_totals_company_id_period_subject_id_pk',
    409,
    'totals_conflict',
    '科目发生额正被他人更新，请重试',
  );
  voucher('acct_voucher_counters_company_id_period_word_pk', 409, 'counter_exists', '凭证号计数已存在，请重试');
  voucher('acct_voucher_templates_event_unique', 409, 'template_event_taken', '该业务事件已有凭证模板');
  voucher('acct_voucher_templates_kind_check', 400, 'template_kind', '凭证模板类型不正确');
  voucher('acct_voucher_templates_tender_method_check', 400, 'template_tender', '凭证模板的结算方式不正确');
  voucher('acct_reports_kind_unique', 409, 'report_exists', '该报表已存在');
  voucher('acct_reports_kind_check', 400, 'report_kind', '报表类型不正确');
  voucher('acct_report_rows_no_unique', 409, 'report_row_taken', '报表行次重复');
  voucher('acct_assets_method_check', 400, 'asset_method', '折旧方法为1-4');
  voucher('acct_assets_status_check', 400, 'asset_status', '资产状态不正确');
  voucher('acct_assets_cost_check', 400, 'asset_cost', '资产原值必须大于0');
}
