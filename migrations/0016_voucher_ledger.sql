-- The books' guarantees (issue 13), in the database so a bug in code cannot break them:
-- 1. A voucher is written into an open period only; its lines change only while it is 待修改 (1).
-- 2. Leaving 待修改 needs at least two lines and Σ debit = Σ credit, counted from the lines here.
-- 3. After 待修改 a voucher's header keeps its period, word, number, date, amounts and source; a
--    posted voucher (已登账, 4) is never updated or deleted (corrections are red reversal vouchers).
--    The one exception is close's renumbering of a period with gaps (number only, acct.renumber on).
-- 4. Posting adds the voucher's lines to acct_subject_totals, which nothing else may change.
-- 5. A period closes only when all its vouchers are posted; only the latest closed period re-opens.
-- 6. Voucher and period events, depreciations and voucher sources are append-only.
-- Constraint names are mapped to Chinese messages by the server (accounting.errors.ts).
CREATE TRIGGER acct_voucher_events_append_only BEFORE UPDATE OR DELETE ON acct_voucher_events FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER acct_period_events_append_only BEFORE UPDATE OR DELETE ON acct_period_events FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER acct_depreciations_append_only BEFORE UPDATE OR DELETE ON acct_depreciations FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER acct_voucher_sources_append_only BEFORE UPDATE OR DELETE ON acct_voucher_sources FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
-- The period row is share-locked, so a voucher written while 结账 runs waits for it and then sees
-- the period closed (the close's UPDATE holds the row), instead of slipping in beside the close.
CREATE OR REPLACE FUNCTION acct_period_is_open(company bigint, p varchar) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM acct_periods WHERE company_id = company AND period = p AND status = 'open' FOR SHARE);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION acct_vouchers_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n int;
  d numeric(16, 2);
  c numeric(16, 2);
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 1 THEN
      RAISE EXCEPTION 'a voucher starts as 待修改' USING ERRCODE = 'P0001', CONSTRAINT = 'acct_vouchers_starts_draft';
    END IF;
    IF NOT acct_period_is_open(NEW.company_id, NEW.period) THEN
      RAISE EXCEPTION 'period % is not open', NEW.period USING ERRCODE = 'P0001', CONSTRAINT = 'acct_vouchers_period_open';
    END IF;
    RETURN NEW;
  END IF;

  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 1 THEN
      RAISE EXCEPTION 'voucher % is not a draft: it is never deleted', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'acct_vouchers_delete_draft_only';
    END IF;
    IF NOT acct_period_is_open(OLD.company_id, OLD.period) THEN
      RAISE EXCEPTION 'period % is not open', OLD.period USING ERRCODE = 'P0001', CONSTRAINT = 'acct_vouchers_period_open';
    END IF;
    RETURN OLD;
  END IF;

  -- UPDATE
  IF OLD.status = 4 THEN
    IF current_setting('acct.renumber', true) = 'on'
       AND (NEW.number <> OLD.number)
       AND (to_jsonb(NEW) - 'number' - 'updated_at') = (to_jsonb(OLD) - 'number' - 'updated_at') THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'voucher % is posted: it is never updated (reverse it instead)', OLD.id
      USING ERRCODE = 'P0001', CONSTRAINT = 'acct_vouchers_posted_immutable';
  END IF;
  IF NOT acct_period_is_open(OLD.company_id, OLD.period) THEN
    RAISE EXCEPTION 'period % is not open', OLD.period USING ERRCODE = 'P0001', CONSTRAINT = 'acct_vouchers_period_open';
  END IF;
  IF OLD.status > 1 AND (
       NEW.company_id <> OLD.company_id OR NEW.period <> OLD.period OR NEW.word <> OLD.word
       OR (NEW.number <> OLD.number AND current_setting('acct.renumber', true) IS DISTINCT FROM 'on')
       OR NEW.voucher_date <> OLD.voucher_date OR NEW.total_debit <> OLD.total_debit OR NEW.total_credit <> OLD.total_credit
       OR NEW.source <> OLD.source OR NEW.source_ref IS DISTINCT FROM OLD.source_ref
       OR NEW.reversal_of IS DISTINCT FROM OLD.reversal_of OR NEW.maker_id IS DISTINCT FROM OLD.maker_id) THEN
    RAISE EXCEPTION 'voucher % left 待修改: only its status moves', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'acct_vouchers_submitted_fixed';
  END IF;
  IF NEW.company_id <> OLD.company_id OR NEW.period <> OLD.period THEN
    IF NOT acct_period_is_open(NEW.company_id, NEW.period) THEN
      RAISE EXCEPTION 'period % is not open', NEW.period USING ERRCODE = 'P0001', CONSTRAINT = 'acct_vouchers_period_open';
    END IF;
  END IF;
  IF OLD.status = 1 AND NEW.status > 1 THEN
    SELECT count(*), coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO n, d, c FROM acct_voucher_lines WHERE voucher_id = NEW.id;
    IF n < 2 OR d <> c THEN
      RAISE EXCEPTION 'voucher % does not balance (% lines, debit %, credit %)', NEW.id, n, d, c
        USING ERRCODE = 'P0001', CONSTRAINT = 'acct_vouchers_balanced';
    END IF;
  END IF;
  IF NEW.status = 4 THEN
    INSERT INTO acct_subject_totals AS t (company_id, period, subject_id, debit, credit)
    SELECT NEW.company_id, NEW.period, l.subject_id, sum(l.debit), sum(l.credit)
    FROM acct_voucher_lines l WHERE l.voucher_id = NEW.id GROUP BY l.subject_id ORDER BY l.subject_id
    ON CONFLICT (company_id, period, subject_id)
    DO UPDATE SET debit = t.debit + excluded.debit, credit = t.credit + excluded.credit;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER acct_vouchers_guarded BEFORE INSERT OR UPDATE OR DELETE ON acct_vouchers FOR EACH ROW EXECUTE FUNCTION acct_vouchers_guard();
--> statement-breakpoint
-- A deleted draft takes its lines (after the delete: a BEFORE trigger may not touch the row's own totals).
CREATE OR REPLACE FUNCTION acct_vouchers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM acct_voucher_lines WHERE voucher_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER acct_vouchers_delete_lines AFTER DELETE ON acct_vouchers FOR EACH ROW EXECUTE FUNCTION acct_vouchers_deleted();
--> statement-breakpoint
-- Lines move only while their voucher is 待修改, onto a leaf subject of the same company; the
-- voucher's totals follow. Lines whose voucher is gone (a deleted draft) may go.
CREATE OR REPLACE FUNCTION acct_voucher_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_status smallint;
  v_company bigint;
  r acct_voucher_lines;
BEGIN
  r := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  SELECT status, company_id INTO v_status, v_company FROM acct_vouchers WHERE id = r.voucher_id;
  IF TG_OP = 'DELETE' AND NOT FOUND THEN
    RETURN OLD;
  END IF;
  IF NOT FOUND OR v_status <> 1 OR v_company <> r.company_id THEN
    RAISE EXCEPTION 'voucher % is not 待修改: its lines are fixed', r.voucher_id USING ERRCODE = 'P0001', CONSTRAINT = 'acct_voucher_lines_draft_only';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.voucher_id <> OLD.voucher_id THEN
    RAISE EXCEPTION 'a line stays on its voucher' USING ERRCODE = 'P0001', CONSTRAINT = 'acct_voucher_lines_draft_only';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM acct_subjects s WHERE s.id = NEW.subject_id AND s.company_id = NEW.company_id AND s.active)
       OR EXISTS (SELECT 1 FROM acct_subjects s WHERE s.parent_id = NEW.subject_id) THEN
      RAISE EXCEPTION 'subject % is not an active leaf of the company', NEW.subject_id USING ERRCODE = 'P0001', CONSTRAINT = 'acct_voucher_lines_leaf_subject';
    END IF;
  END IF;
  UPDATE acct_vouchers v SET
    total_debit = v.total_debit + (CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE NEW.debit END) - (CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.debit END),
    total_credit = v.total_credit + (CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE NEW.credit END) - (CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.credit END)
  WHERE v.id = r.voucher_id;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER acct_voucher_lines_guarded BEFORE INSERT OR UPDATE OR DELETE ON acct_voucher_lines FOR EACH ROW EXECUTE FUNCTION acct_voucher_lines_guard();
--> statement-breakpoint
-- Period totals move only from the posting trigger above (one trigger level down).
CREATE OR REPLACE FUNCTION acct_subject_totals_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'subject totals move only by posting vouchers' USING ERRCODE = 'P0001', CONSTRAINT = 'acct_subject_totals_posting_only';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER acct_subject_totals_guarded BEFORE INSERT OR UPDATE OR DELETE ON acct_subject_totals FOR EACH ROW EXECUTE FUNCTION acct_subject_totals_guard();
--> statement-breakpoint
-- A period closes only with every voucher posted and the previous period closed; it re-opens only
-- while no later period is closed. Periods are never deleted.
CREATE OR REPLACE FUNCTION acct_periods_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending int;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'periods are never deleted' USING ERRCODE = 'P0001', CONSTRAINT = 'acct_periods_kept';
  END IF;
  IF NEW.company_id <> OLD.company_id OR NEW.period <> OLD.period THEN
    RAISE EXCEPTION 'a period keeps its key' USING ERRCODE = 'P0001', CONSTRAINT = 'acct_periods_kept';
  END IF;
  IF OLD.status <> NEW.status THEN
    -- Every change of a company's period states queues on its book row, and the checks below run after the lock
    -- (each statement here sees what committed before it): close(N) racing reopen(N-1) ends as one serial order.
    PERFORM 1 FROM acct_books WHERE company_id = NEW.company_id FOR UPDATE;
  END IF;
  IF OLD.status = 'open' AND NEW.status = 'closed' THEN
    SELECT count(*) INTO pending FROM acct_vouchers WHERE company_id = NEW.company_id AND period = NEW.period AND status < 4;
    IF pending > 0 THEN
      RAISE EXCEPTION 'period % has % vouchers not posted', NEW.period, pending USING ERRCODE = 'P0001', CONSTRAINT = 'acct_periods_all_posted';
    END IF;
    IF EXISTS (SELECT 1 FROM acct_periods WHERE company_id = NEW.company_id AND period < NEW.period AND status = 'open') THEN
      RAISE EXCEPTION 'an earlier period is open' USING ERRCODE = 'P0001', CONSTRAINT = 'acct_periods_in_order';
    END IF;
  ELSIF OLD.status = 'closed' AND NEW.status = 'open' THEN
    IF EXISTS (SELECT 1 FROM acct_periods WHERE company_id = NEW.company_id AND period > NEW.period AND status = 'closed') THEN
      RAISE EXCEPTION 'a later period is closed' USING ERRCODE = 'P0001', CONSTRAINT = 'acct_periods_reopen_latest';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER acct_periods_guarded BEFORE UPDATE OR DELETE ON acct_periods FOR EACH ROW EXECUTE FUNCTION acct_periods_guard();
