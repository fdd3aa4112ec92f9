-- The settlement ledger's guarantees, in the database so a bug in code cannot break them:
-- 1. Payments, tenders, allocations, account entries, receipts, voids, prints and late-fee waivers
--    are append-only: a refund or correction is a new payment with negative amounts.
-- 2. Allocations move the open part of their bill lines in the same statement: a positive one
--    needs the line open and can never take more than is open (bill_line_open_open_check); a
--    negative one (a reversal) opens the line again. Two payments of one line cannot both succeed.
-- 3. An account's balance moves only through its entries and never goes below zero.
-- 4. At commit, each payment balances: total = Σ tenders = principal + late fee + Σ entries (期初 15: no tenders).
-- 5. A refund request is decided once and pays out at most once (below).
CREATE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER payment_tenders_append_only BEFORE UPDATE OR DELETE ON payment_tenders FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER payment_allocations_append_only BEFORE UPDATE OR DELETE ON payment_allocations FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER settle_account_entries_append_only BEFORE UPDATE OR DELETE ON settle_account_entries FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER receipts_append_only BEFORE UPDATE OR DELETE ON receipts FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER receipt_voids_append_only BEFORE UPDATE OR DELETE ON receipt_voids FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER receipt_prints_append_only BEFORE UPDATE OR DELETE ON receipt_prints FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER late_fee_waivers_append_only BEFORE UPDATE OR DELETE ON late_fee_waivers FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_allocations_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  expected int;
  paid_off int := 0;
  moved int := 0;
  to_delete int;
  to_update int;
BEGIN
  -- Each statement below runs only when it has rows: a statement trigger on bill_line_open (ageing, totals, counts)
  -- fires even for none, and those empty firings were a third of a payment's time in the database.
  -- A reversal of a line settled in full opens it again (from zero, raised below).
  IF EXISTS (SELECT 1 FROM new_rows GROUP BY line_id HAVING sum(principal) < 0) THEN
    INSERT INTO bill_line_open (line_id, company_id, estate_id, house_id, item_id, due_date, late_from, open)
    SELECT l.id, l.company_id, l.estate_id, l.house_id, l.item_id, l.due_date, l.late_from, 0
    FROM (SELECT line_id FROM new_rows GROUP BY line_id HAVING sum(principal) < 0) t
    JOIN bill_lines l ON l.id = t.line_id
    ORDER BY l.id
    ON CONFLICT (line_id) DO NOTHING;
  END IF;

  SELECT count(*) INTO expected FROM (SELECT line_id FROM new_rows GROUP BY line_id HAVING sum(principal) <> 0) t;
  -- Row locks in line order, so concurrent payments queue instead of deadlocking; a line paid
  -- off by a concurrent payment is gone once that one commits, and is not moved here.
  PERFORM 1 FROM bill_line_open o WHERE o.line_id IN (SELECT line_id FROM new_rows) ORDER BY o.line_id FOR UPDATE;
  -- A line paid off leaves in one delete; only the others are updated. (Updating it to zero and then
  -- deleting it ran the ageing and totals triggers twice for the same line: half a payment's cost.)
  SELECT count(*) FILTER (WHERE o.open = t.paid), count(*) FILTER (WHERE o.open <> t.paid) INTO to_delete, to_update
  FROM (SELECT line_id, sum(principal) AS paid FROM new_rows GROUP BY line_id HAVING sum(principal) <> 0) t
  JOIN bill_line_open o ON o.line_id = t.line_id;
  IF to_delete > 0 THEN
    DELETE FROM bill_line_open o
    USING (SELECT line_id, sum(principal) AS paid FROM new_rows GROUP BY line_id HAVING sum(principal) <> 0) t
    WHERE o.line_id = t.line_id AND o.open = t.paid;
    GET DIAGNOSTICS paid_off = ROW_COUNT;
  END IF;
  IF to_update > 0 THEN
    UPDATE bill_line_open o SET open = o.open - t.paid
    FROM (SELECT line_id, sum(principal) AS paid FROM new_rows GROUP BY line_id HAVING sum(principal) <> 0) t
    WHERE o.line_id = t.line_id AND o.open <> t.paid;
    GET DIAGNOSTICS moved = ROW_COUNT;
  END IF;
  IF paid_off + moved <> expected THEN
    RAISE EXCEPTION 'a bill line of this payment has nothing open' USING ERRCODE = 'P0001', CONSTRAINT = 'payment_allocations_line_open';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_allocations_settled AFTER INSERT ON payment_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_allocations_settle();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settle_account_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  after numeric(14, 2);
BEGIN
  UPDATE settle_accounts SET balance = balance + NEW.amount
  WHERE id = NEW.account_id AND company_id = NEW.company_id
  RETURNING balance INTO after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'settle account % not found', NEW.account_id USING ERRCODE = 'P0001', CONSTRAINT = 'settle_account_entries_account';
  END IF;
  NEW.balance_after := after;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER settle_account_entries_applied BEFORE INSERT ON settle_account_entries FOR EACH ROW EXECUTE FUNCTION settle_account_entries_apply();
--> statement-breakpoint
-- Only an entry (a trigger one level down) moves a balance; accounts are never deleted.
CREATE OR REPLACE FUNCTION settle_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'settle account balances move only through their entries' USING ERRCODE = 'P0001', CONSTRAINT = 'settle_accounts_entries_only';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER settle_accounts_guarded BEFORE UPDATE OR DELETE ON settle_accounts FOR EACH ROW EXECUTE FUNCTION settle_accounts_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settle_accounts_open_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance <> 0 THEN
    RAISE EXCEPTION 'a settle account opens empty' USING ERRCODE = 'P0001', CONSTRAINT = 'settle_accounts_entries_only';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER settle_accounts_opened BEFORE INSERT ON settle_accounts FOR EACH ROW EXECUTE FUNCTION settle_accounts_open_empty();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tendered numeric(14, 2);
  principal numeric(14, 2);
  late numeric(14, 2);
  held numeric(14, 2);
  reversed_type varchar(2);
BEGIN
  SELECT coalesce(sum(amount), 0) INTO tendered FROM payment_tenders WHERE payment_id = NEW.id;
  SELECT coalesce(sum(a.principal), 0), coalesce(sum(a.late_fee), 0) INTO principal, late
  FROM payment_allocations a WHERE a.payment_id = NEW.id;
  -- 委收 also credits the estate's agency account as a memo of what is owed to the principal;
  -- only 委付 (and the 冲红 of a 委付) pays out of it.
  SELECT settle_type INTO reversed_type FROM payments WHERE id = NEW.reversal_of;
  SELECT coalesce(sum(e.amount), 0) INTO held
  FROM settle_account_entries e JOIN settle_accounts a ON a.id = e.account_id
  WHERE e.payment_id = NEW.id AND (a.kind <> 'agency' OR NEW.settle_type = '10' OR reversed_type = '10');
  -- 期初 (15) and its 冲红 move no money today: balances brought over from another system have no tenders.
  IF tendered <> (CASE WHEN NEW.settle_type = '15' OR reversed_type = '15' THEN 0 ELSE NEW.total END) OR principal <> NEW.principal OR late <> NEW.late_fee OR NEW.total <> principal + late + held THEN
    RAISE EXCEPTION 'payment % does not balance: total %, tenders %, principal %, late fee %, accounts %',
      NEW.id, NEW.total, tendered, principal, late, held USING ERRCODE = 'P0001', CONSTRAINT = 'payments_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_balanced_at_commit AFTER INSERT ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION payments_balanced();
--> statement-breakpoint
-- 5. A refund request (退款申请) is decided once: pending → approved (with the payment it asked for: same house,
--    type and amount paid out) or rejected (with who and why). What was asked never changes, a decided request
--    never changes again, and none is deleted: two approvers racing, or an approval racing a rejection, end with
--    one outcome and at most one payment.
CREATE OR REPLACE FUNCTION refund_requests_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.state <> 'pending' THEN
    RAISE EXCEPTION 'refund request % is decided or cannot be deleted', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'refund_requests_decided';
  END IF;
  IF (NEW.company_id, NEW.estate_id, NEW.house_id, NEW.settle_type, NEW.item_id, NEW.amount, NEW.tenders, NEW.payee_name, NEW.reason, NEW.requested_by, NEW.requested_at)
     IS DISTINCT FROM (OLD.company_id, OLD.estate_id, OLD.house_id, OLD.settle_type, OLD.item_id, OLD.amount, OLD.tenders, OLD.payee_name, OLD.reason, OLD.requested_by, OLD.requested_at) THEN
    RAISE EXCEPTION 'refund request % cannot be changed, only decided', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'refund_requests_decided';
  END IF;
  IF NEW.state = 'approved' AND NOT EXISTS (
    SELECT 1 FROM payments p
    WHERE p.id = NEW.payment_id AND p.company_id = NEW.company_id AND p.house_id = NEW.house_id
      AND p.settle_type = NEW.settle_type AND p.total = -NEW.amount
  ) THEN
    RAISE EXCEPTION 'refund request % approved without its payment', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'refund_requests_payment';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER refund_requests_guarded BEFORE UPDATE OR DELETE ON refund_requests FOR EACH ROW EXECUTE FUNCTION refund_requests_guard();
