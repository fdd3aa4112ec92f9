-- The owners' ledgers and votes (issue 15), in the database so a bug in code cannot break them:
-- 1. Account entries, voters, candidates, ballots, interest allocations and withdrawals are
--    append-only: a correction is a new entry.
-- 2. An account's balance and entry sequence move only through its entries, in the writing
--    statement, under the account's row lock; the balance never goes below zero.
-- 3. A ballot needs its voter on the vote's list and the vote open; closing takes the vote's row
--    lock, so a ballot and the close are ordered; a closed vote never changes and no vote is deleted.
-- 4. A withdrawal needs a closed, passed vote of item 5 (使用维修资金) of its estate and company and a
--    finished workflow document of its company.
-- 5. A vote put to a meeting (会务管理) needs a 业主大会 or 业委会会议 of its company and estate that is
--    not archived, read under the meeting's share lock; a meeting with an open vote is not archived,
--    and one with votes keeps its estate and type and is not deleted (it takes its row lock first,
--    so the two are ordered).
CREATE TRIGGER owner_account_entries_append_only BEFORE UPDATE OR DELETE ON owner_account_entries FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER owner_vote_voters_append_only BEFORE UPDATE OR DELETE ON owner_vote_voters FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER owner_vote_candidates_append_only BEFORE UPDATE OR DELETE ON owner_vote_candidates FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER owner_ballots_append_only BEFORE UPDATE OR DELETE ON owner_ballots FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER repair_interest_allocations_append_only BEFORE UPDATE OR DELETE ON repair_interest_allocations FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER repair_withdrawals_append_only BEFORE UPDATE OR DELETE ON repair_withdrawals FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owner_account_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  after numeric(14, 2);
  next_seq int;
BEGIN
  UPDATE owner_accounts SET balance = balance + NEW.amount, entry_seq = entry_seq + 1
  WHERE id = NEW.account_id AND company_id = NEW.company_id
  RETURNING balance, entry_seq INTO after, next_seq;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'owner account % not found', NEW.account_id USING ERRCODE = 'P0001', CONSTRAINT = 'owner_account_entries_account';
  END IF;
  NEW.balance_after := after;
  NEW.seq := next_seq;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_account_entries_applied BEFORE INSERT ON owner_account_entries FOR EACH ROW EXECUTE FUNCTION owner_account_entries_apply();
--> statement-breakpoint
-- The share (area, rate, due) may be set again; balance and sequence only by an entry (a trigger one level down).
CREATE OR REPLACE FUNCTION owner_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'owner accounts are never deleted' USING ERRCODE = 'P0001', CONSTRAINT = 'owner_accounts_entries_only';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 OR NEW.entry_seq <> 0 THEN
      RAISE EXCEPTION 'an owner account opens empty' USING ERRCODE = 'P0001', CONSTRAINT = 'owner_accounts_entries_only';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW.balance <> OLD.balance OR NEW.entry_seq <> OLD.entry_seq) AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'owner account balances move only through their entries' USING ERRCODE = 'P0001', CONSTRAINT = 'owner_accounts_entries_only';
  END IF;
  IF NEW.company_id <> OLD.company_id OR NEW.estate_id <> OLD.estate_id OR NEW.kind <> OLD.kind OR NEW.house_id <> OLD.house_id THEN
    RAISE EXCEPTION 'an owner account keeps its owner' USING ERRCODE = 'P0001', CONSTRAINT = 'owner_accounts_entries_only';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_accounts_guarded BEFORE INSERT OR UPDATE OR DELETE ON owner_accounts FOR EACH ROW EXECUTE FUNCTION owner_accounts_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owner_votes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'owner votes are never deleted' USING ERRCODE = 'P0001', CONSTRAINT = 'owner_votes_closed_final';
  END IF;
  IF OLD.status = 'closed' THEN
    RAISE EXCEPTION 'vote % is closed', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'owner_votes_closed_final';
  END IF;
  IF NEW.company_id <> OLD.company_id OR NEW.estate_id <> OLD.estate_id OR NEW.kind <> OLD.kind OR NEW.matter_class <> OLD.matter_class
     OR NEW.total_area <> OLD.total_area OR NEW.total_heads <> OLD.total_heads OR NEW.meeting_id IS DISTINCT FROM OLD.meeting_id THEN
    RAISE EXCEPTION 'a vote keeps its matter and electorate' USING ERRCODE = 'P0001', CONSTRAINT = 'owner_votes_closed_final';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_votes_guarded BEFORE UPDATE OR DELETE ON owner_votes FOR EACH ROW EXECUTE FUNCTION owner_votes_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owner_ballots_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vote_status varchar(8);
  vote_kind varchar(8);
BEGIN
  SELECT status, kind INTO vote_status, vote_kind FROM owner_votes WHERE id = NEW.vote_id AND company_id = NEW.company_id FOR SHARE;
  IF vote_status IS DISTINCT FROM 'open' THEN
    RAISE EXCEPTION 'vote % is not open', NEW.vote_id USING ERRCODE = 'P0001', CONSTRAINT = 'owner_ballots_vote_open';
  END IF;
  IF (vote_kind = 'election') <> (NEW.candidate_ids IS NOT NULL) THEN
    RAISE EXCEPTION 'ballot shape does not match vote %', NEW.vote_id USING ERRCODE = 'P0001', CONSTRAINT = 'owner_ballots_shape_check';
  END IF;
  PERFORM 1 FROM owner_vote_voters WHERE id = NEW.voter_id AND vote_id = NEW.vote_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'voter % is not on vote %', NEW.voter_id, NEW.vote_id USING ERRCODE = 'P0001', CONSTRAINT = 'owner_ballots_voter_listed';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_ballots_checked BEFORE INSERT ON owner_ballots FOR EACH ROW EXECUTE FUNCTION owner_ballots_check();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION repair_withdrawals_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM owner_votes v
  WHERE v.id = NEW.vote_id AND v.company_id = NEW.company_id AND v.estate_id = NEW.estate_id
    AND v.kind = 'vote' AND v.matter_class = '5' AND v.status = 'closed' AND v.passed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vote % has not passed the use of the repair fund', NEW.vote_id USING ERRCODE = 'P0001', CONSTRAINT = 'repair_withdrawals_vote_passed';
  END IF;
  PERFORM 1 FROM wf_docs d WHERE d.id = NEW.wf_doc_id AND d.company_id = NEW.company_id AND d.status = 'finished';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'document % is not a finished approval', NEW.wf_doc_id USING ERRCODE = 'P0001', CONSTRAINT = 'repair_withdrawals_doc_finished';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER repair_withdrawals_checked BEFORE INSERT ON repair_withdrawals FOR EACH ROW EXECUTE FUNCTION repair_withdrawals_check();
--> statement-breakpoint
-- 公共收益预算: the status moves forward one step at a time, each step with its proof: to 表决 a
-- finished workflow document of the company, to 执行 a closed, passed vote of its estate; lines
-- change only in 编制; a closed budget never changes and no budget is deleted.
CREATE OR REPLACE FUNCTION public_budgets_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'budgets are never deleted' USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_closed_final';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'draft' OR NEW.rejected_vote_ids <> '[]'::jsonb THEN
      RAISE EXCEPTION 'a budget starts in draft' USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_step';
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.status = 'closed' THEN
    RAISE EXCEPTION 'budget % is closed', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_closed_final';
  END IF;
  IF NEW.company_id <> OLD.company_id OR NEW.estate_id <> OLD.estate_id OR NEW.year <> OLD.year THEN
    RAISE EXCEPTION 'a budget keeps its estate and year' USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_step';
  END IF;
  IF NEW.status = OLD.status THEN
    IF OLD.status <> 'draft' AND (NEW.wf_doc_id IS DISTINCT FROM OLD.wf_doc_id OR NEW.vote_id IS DISTINCT FROM OLD.vote_id) THEN
      RAISE EXCEPTION 'budget % keeps its audit and vote', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_step';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.rejected_vote_ids IS DISTINCT FROM OLD.rejected_vote_ids AND (OLD.status, NEW.status) <> ('vote', 'draft') THEN
    RAISE EXCEPTION 'budget % keeps its vote history', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_step';
  END IF;
  -- A budget the owners turned down goes back to 编制, its vote kept in rejected_vote_ids; it is audited and voted again.
  IF (OLD.status, NEW.status) = ('vote', 'draft') THEN
    PERFORM 1 FROM owner_votes v WHERE v.id = OLD.vote_id AND v.company_id = OLD.company_id AND v.status = 'closed' AND NOT v.passed;
    IF NOT FOUND OR NEW.vote_id IS NOT NULL OR NEW.wf_doc_id IS NOT NULL OR NEW.rejected_vote_ids IS DISTINCT FROM OLD.rejected_vote_ids || to_jsonb(OLD.vote_id) THEN
      RAISE EXCEPTION 'budget % returns to draft only after a failed vote', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_vote_passed';
    END IF;
    RETURN NEW;
  END IF;
  IF (OLD.status, NEW.status) NOT IN (('draft', 'audit'), ('audit', 'vote'), ('vote', 'exec'), ('exec', 'closed')) THEN
    RAISE EXCEPTION 'budget % cannot go from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_step';
  END IF;
  IF NEW.status = 'audit' THEN
    PERFORM 1 FROM wf_docs d WHERE d.id = NEW.wf_doc_id AND d.company_id = NEW.company_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'budget % needs an audit document', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_audit_doc';
    END IF;
  ELSIF NEW.status = 'vote' THEN
    PERFORM 1 FROM wf_docs d WHERE d.id = NEW.wf_doc_id AND d.company_id = NEW.company_id AND d.status = 'finished';
    IF NOT FOUND OR NEW.wf_doc_id IS DISTINCT FROM OLD.wf_doc_id THEN
      RAISE EXCEPTION 'budget % audit is not finished', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_audit_finished';
    END IF;
    PERFORM 1 FROM owner_votes v WHERE v.id = NEW.vote_id AND v.company_id = NEW.company_id AND v.estate_id = NEW.estate_id AND v.kind = 'vote';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'budget % needs a vote of its estate', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_vote_passed';
    END IF;
  ELSIF NEW.status = 'exec' THEN
    PERFORM 1 FROM owner_votes v WHERE v.id = NEW.vote_id AND v.id = OLD.vote_id AND v.company_id = NEW.company_id AND v.status = 'closed' AND v.passed;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'budget % vote has not passed', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_vote_passed';
    END IF;
  ELSIF NEW.status = 'closed' THEN
    IF NEW.actuals IS NULL OR NEW.closed_at IS NULL THEN
      RAISE EXCEPTION 'budget % closes with its actuals', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'public_budgets_step';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER public_budgets_guarded BEFORE INSERT OR UPDATE OR DELETE ON public_budgets FOR EACH ROW EXECUTE FUNCTION public_budgets_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_budget_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  budget_status varchar(8);
BEGIN
  SELECT status INTO budget_status FROM public_budgets
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.budget_id ELSE NEW.budget_id END
    AND company_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END
  FOR SHARE;
  IF budget_status IS DISTINCT FROM 'draft' OR (TG_OP = 'UPDATE' AND (NEW.budget_id <> OLD.budget_id OR NEW.company_id <> OLD.company_id)) THEN
    RAISE EXCEPTION 'budget lines change only in draft' USING ERRCODE = 'P0001', CONSTRAINT = 'public_budget_lines_draft_only';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER public_budget_lines_guarded BEFORE INSERT OR UPDATE OR DELETE ON public_budget_lines FOR EACH ROW EXECUTE FUNCTION public_budget_lines_guard();
--> statement-breakpoint
-- A spending charged to a budget line: a public spending of the budget's estate while it is in 执行
-- (the budget's row is shared-locked, so a close waits for it and sees it).
CREATE OR REPLACE FUNCTION owner_account_entries_budget_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.budget_line_id IS NULL THEN RETURN NEW; END IF;
  PERFORM 1 FROM public_budget_lines l
    JOIN public_budgets b ON b.id = l.budget_id
    JOIN owner_accounts a ON a.id = NEW.account_id
  WHERE l.id = NEW.budget_line_id AND l.company_id = NEW.company_id AND b.company_id = NEW.company_id
    AND b.status = 'exec' AND a.kind = 'public' AND a.estate_id = b.estate_id AND NEW.kind = 'spending'
  FOR SHARE OF b;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'budget line % is not in execution for this account', NEW.budget_line_id USING ERRCODE = 'P0001', CONSTRAINT = 'owner_account_entries_budget_exec';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_account_entries_budget_checked BEFORE INSERT ON owner_account_entries FOR EACH ROW EXECUTE FUNCTION owner_account_entries_budget_check();
--> statement-breakpoint
-- 外包管理: a contract starts in 草拟 and moves one step at a time, each with its proof: to 表决中 a
-- vote of its estate; back to 草拟 only when that vote closed and failed (kept in rejected_vote_ids);
-- to 已签订 only when the same vote closed and passed; 已终止 from any open state, 已到期 from 已签订
-- on its end date. The terms change only in 草拟; an ended contract never changes; none is deleted.
CREATE OR REPLACE FUNCTION outsourcing_contracts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'outsourcing contracts are never deleted' USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_final';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'draft' OR NEW.vote_id IS NOT NULL OR NEW.rejected_vote_ids <> '[]'::jsonb THEN
      RAISE EXCEPTION 'a contract starts in draft' USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_step';
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.status IN ('terminated', 'expired') THEN
    RAISE EXCEPTION 'contract % has ended', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_final';
  END IF;
  IF NEW.company_id <> OLD.company_id THEN
    RAISE EXCEPTION 'a contract keeps its company' USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_step';
  END IF;
  IF OLD.status <> 'draft' AND (NEW.estate_id, NEW.contract_no, NEW.contractor, NEW.service_kind, NEW.starts_on, NEW.ends_on, NEW.amount, NEW.payment_terms)
     IS DISTINCT FROM (OLD.estate_id, OLD.contract_no, OLD.contractor, OLD.service_kind, OLD.starts_on, OLD.ends_on, OLD.amount, OLD.payment_terms) THEN
    RAISE EXCEPTION 'contract % terms change only in draft', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_terms_draft';
  END IF;
  IF NEW.status = OLD.status THEN
    IF OLD.status <> 'draft' AND NEW IS DISTINCT FROM OLD THEN
      RAISE EXCEPTION 'contract % keeps its vote and dates', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_step';
    END IF;
    IF OLD.status = 'draft' AND (NEW.vote_id IS NOT NULL OR NEW.rejected_vote_ids IS DISTINCT FROM OLD.rejected_vote_ids) THEN
      RAISE EXCEPTION 'contract % keeps its vote history', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_step';
    END IF;
    RETURN NEW;
  END IF;
  IF (OLD.status, NEW.status) = ('draft', 'voting') THEN
    PERFORM 1 FROM owner_votes v WHERE v.id = NEW.vote_id AND v.company_id = NEW.company_id AND v.estate_id = NEW.estate_id AND v.kind = 'vote'
      AND NOT (OLD.rejected_vote_ids @> to_jsonb(v.id));
    IF NOT FOUND OR NEW.rejected_vote_ids IS DISTINCT FROM OLD.rejected_vote_ids THEN
      RAISE EXCEPTION 'contract % needs a new vote of its estate', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_vote';
    END IF;
  ELSIF (OLD.status, NEW.status) = ('voting', 'draft') THEN
    PERFORM 1 FROM owner_votes v WHERE v.id = OLD.vote_id AND v.company_id = OLD.company_id AND v.status = 'closed' AND NOT v.passed;
    IF NOT FOUND OR NEW.vote_id IS NOT NULL OR NEW.rejected_vote_ids IS DISTINCT FROM OLD.rejected_vote_ids || to_jsonb(OLD.vote_id) THEN
      RAISE EXCEPTION 'contract % returns to draft only after a failed vote', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_vote';
    END IF;
  ELSIF (OLD.status, NEW.status) = ('voting', 'signed') THEN
    PERFORM 1 FROM owner_votes v WHERE v.id = NEW.vote_id AND v.id = OLD.vote_id AND v.company_id = NEW.company_id AND v.status = 'closed' AND v.passed;
    IF NOT FOUND OR NEW.signed_on IS NULL OR NEW.rejected_vote_ids IS DISTINCT FROM OLD.rejected_vote_ids THEN
      RAISE EXCEPTION 'contract % vote has not passed', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_vote_passed';
    END IF;
  ELSIF NEW.status = 'terminated' THEN
    IF NEW.ended_on IS NULL OR NEW.vote_id IS DISTINCT FROM OLD.vote_id OR NEW.signed_on IS DISTINCT FROM OLD.signed_on OR NEW.rejected_vote_ids IS DISTINCT FROM OLD.rejected_vote_ids THEN
      RAISE EXCEPTION 'contract % terminates with its date', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_step';
    END IF;
  ELSIF (OLD.status, NEW.status) = ('signed', 'expired') THEN
    IF NEW.ended_on IS DISTINCT FROM OLD.ends_on OR NEW.vote_id IS DISTINCT FROM OLD.vote_id OR NEW.signed_on IS DISTINCT FROM OLD.signed_on THEN
      RAISE EXCEPTION 'contract % expires on its end date', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_step';
    END IF;
  ELSE
    RAISE EXCEPTION 'contract % cannot go from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_contracts_step';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER outsourcing_contracts_guarded BEFORE INSERT OR UPDATE OR DELETE ON outsourcing_contracts FOR EACH ROW EXECUTE FUNCTION outsourcing_contracts_guard();
--> statement-breakpoint
-- A payment of an outsourcing contract: a spending of the public account of the contract's estate
-- while it is 已签订; the contract's row lock orders the payments of one contract (and a termination),
-- and all of them together never exceed the contract amount.
CREATE OR REPLACE FUNCTION owner_account_entries_contract_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  contract_status varchar(12);
  contract_amount numeric(14, 2);
  contract_estate bigint;
  paid numeric(14, 2);
BEGIN
  IF NEW.outsourcing_contract_id IS NULL THEN RETURN NEW; END IF;
  SELECT status, amount, estate_id INTO contract_status, contract_amount, contract_estate FROM outsourcing_contracts
  WHERE id = NEW.outsourcing_contract_id AND company_id = NEW.company_id FOR UPDATE;
  IF contract_status IS DISTINCT FROM 'signed' OR NEW.kind <> 'spending' OR NEW.budget_line_id IS NOT NULL THEN
    RAISE EXCEPTION 'contract % is not signed', NEW.outsourcing_contract_id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_payments_signed';
  END IF;
  PERFORM 1 FROM owner_accounts a WHERE a.id = NEW.account_id AND a.company_id = NEW.company_id AND a.kind = 'public' AND a.estate_id = contract_estate;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'contract % is paid from its estate''s public account', NEW.outsourcing_contract_id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_payments_signed';
  END IF;
  SELECT coalesce(-sum(amount), 0) INTO paid FROM owner_account_entries WHERE outsourcing_contract_id = NEW.outsourcing_contract_id;
  IF paid - NEW.amount > contract_amount THEN
    RAISE EXCEPTION 'contract % would be paid over its amount', NEW.outsourcing_contract_id USING ERRCODE = 'P0001', CONSTRAINT = 'outsourcing_payments_within_amount';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_account_entries_contract_checked BEFORE INSERT ON owner_account_entries FOR EACH ROW EXECUTE FUNCTION owner_account_entries_contract_check();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owner_votes_meeting_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.meeting_id IS NULL THEN RETURN NEW; END IF;
  PERFORM 1 FROM meetings m
  WHERE m.id = NEW.meeting_id AND m.company_id = NEW.company_id AND m.estate_id = NEW.estate_id
    AND m.meeting_type IN ('1', '2') AND m.status <> '3'
  FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'meeting % does not take votes of estate %', NEW.meeting_id, NEW.estate_id USING ERRCODE = 'P0001', CONSTRAINT = 'owner_votes_meeting_open';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_votes_meeting_checked BEFORE INSERT ON owner_votes FOR EACH ROW EXECUTE FUNCTION owner_votes_meeting_check();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meetings_votes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM owner_votes v WHERE v.meeting_id = OLD.id AND v.company_id = OLD.company_id;
    IF FOUND THEN
      RAISE EXCEPTION 'meeting % has votes', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'meetings_votes_kept';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.company_id <> OLD.company_id OR NEW.estate_id IS DISTINCT FROM OLD.estate_id OR NEW.meeting_type <> OLD.meeting_type THEN
    PERFORM 1 FROM owner_votes v WHERE v.meeting_id = OLD.id AND v.company_id = OLD.company_id;
    IF FOUND THEN
      RAISE EXCEPTION 'meeting % has votes', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'meetings_votes_kept';
    END IF;
  END IF;
  IF NEW.status = '3' AND OLD.status <> '3' THEN
    PERFORM 1 FROM owner_votes v WHERE v.meeting_id = OLD.id AND v.company_id = OLD.company_id AND v.status = 'open';
    IF FOUND THEN
      RAISE EXCEPTION 'meeting % has an open vote', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'meetings_votes_open';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER meetings_votes_guarded BEFORE UPDATE OR DELETE ON meetings FOR EACH ROW EXECUTE FUNCTION meetings_votes_guard();
