-- 电子发票 (issue 33): a receipt line (payment allocation) is never invoiced beyond what was paid and not yet
-- invoiced, net of red letters, whatever the code does and however many requests arrive at once.
-- invoice_allocation_totals keeps the running sum per allocation: an invoice line's insert locks that row (FOR
-- UPDATE: concurrent requests for one receipt queue on it) and moves it; a request that fails or is cancelled gives
-- its lines back. A reversed payment has nothing left to invoice, and its reversal cannot commit while any of its
-- lines stands invoiced (the reversal writes the red-letter request in the same transaction, or is refused).
CREATE TRIGGER invoice_lines_append_only BEFORE UPDATE OR DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER invoices_append_only BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_lines_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid numeric(14, 2);
  pay_id bigint;
  done numeric(14, 2);
BEGIN
  SELECT a.principal + a.late_fee, a.payment_id INTO paid, pay_id
  FROM payment_allocations a WHERE a.id = NEW.allocation_id AND a.company_id = NEW.company_id;
  IF paid IS NULL OR paid <= 0 THEN
    RAISE EXCEPTION 'invoice line of allocation % that paid nothing', NEW.allocation_id USING ERRCODE = 'P0001', CONSTRAINT = 'invoice_lines_allocation';
  END IF;
  -- A reversed payment (冲红) stands at nothing: only red lines may follow.
  IF EXISTS (SELECT 1 FROM payments r WHERE r.reversal_of = pay_id) THEN
    paid := 0;
  END IF;
  INSERT INTO invoice_allocation_totals (allocation_id, company_id) VALUES (NEW.allocation_id, NEW.company_id)
  ON CONFLICT (allocation_id) DO NOTHING;
  SELECT invoiced INTO done FROM invoice_allocation_totals WHERE allocation_id = NEW.allocation_id FOR UPDATE;
  IF NEW.covered > 0 AND done + NEW.covered > paid THEN
    RAISE EXCEPTION 'allocation % invoiced beyond what was paid: % + % > %', NEW.allocation_id, done, NEW.covered, paid
      USING ERRCODE = 'P0001', CONSTRAINT = 'invoice_lines_over_paid';
  END IF;
  IF done + NEW.covered < 0 THEN
    RAISE EXCEPTION 'allocation % red beyond what was invoiced: % + %', NEW.allocation_id, done, NEW.covered
      USING ERRCODE = 'P0001', CONSTRAINT = 'invoice_lines_over_red';
  END IF;
  UPDATE invoice_allocation_totals SET invoiced = done + NEW.covered WHERE allocation_id = NEW.allocation_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_checked BEFORE INSERT ON invoice_lines FOR EACH ROW EXECUTE FUNCTION invoice_lines_check();
--> statement-breakpoint
-- A request in a final state (failed, cancelled, reversed) never moves again; entering failed or cancelled gives
-- its lines back to what may still be invoiced (a failed red puts the blue amounts back: the blue invoice stands).
CREATE OR REPLACE FUNCTION invoice_requests_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state IS DISTINCT FROM OLD.state AND OLD.state IN ('failed', 'cancelled', 'reversed') THEN
    RAISE EXCEPTION 'invoice request % is % already', OLD.id, OLD.state USING ERRCODE = 'P0001', CONSTRAINT = 'invoice_requests_final';
  END IF;
  IF NEW.payment_id <> OLD.payment_id OR NEW.company_id <> OLD.company_id OR NEW.request_no <> OLD.request_no OR NEW.direction <> OLD.direction THEN
    RAISE EXCEPTION 'invoice request % keeps its payment, company, number and direction', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'invoice_requests_fixed';
  END IF;
  IF NEW.state IN ('failed', 'cancelled') AND OLD.state NOT IN ('failed', 'cancelled') THEN
    UPDATE invoice_allocation_totals t SET invoiced = t.invoiced - l.covered
    FROM (SELECT allocation_id, sum(covered) AS covered FROM invoice_lines WHERE request_id = NEW.id GROUP BY allocation_id) l
    WHERE t.allocation_id = l.allocation_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_requests_guarded BEFORE UPDATE ON invoice_requests FOR EACH ROW EXECUTE FUNCTION invoice_requests_guard();
--> statement-breakpoint
CREATE TRIGGER invoice_requests_no_delete BEFORE DELETE ON invoice_requests FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
-- 冲红 of a payment: at commit nothing of it may stand invoiced (its invoices were red-lettered in the same
-- transaction, its requests not yet sent were cancelled), so a receipt is never reversed silently under its invoice.
CREATE OR REPLACE FUNCTION payments_reversal_invoiced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM invoice_allocation_totals t JOIN payment_allocations a ON a.id = t.allocation_id
    WHERE a.payment_id = NEW.reversal_of AND t.invoiced <> 0
  ) THEN
    RAISE EXCEPTION 'payment % reversed while invoiced', NEW.reversal_of USING ERRCODE = 'P0001', CONSTRAINT = 'payments_reversal_invoiced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_reversal_invoiced_at_commit AFTER INSERT ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.reversal_of IS NOT NULL) EXECUTE FUNCTION payments_reversal_invoiced();
