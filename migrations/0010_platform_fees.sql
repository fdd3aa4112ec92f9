-- 服务器管理收费: platform bills and their payments are posted rows, never updated or deleted;
-- a payment can never take a bill past its amount, however many arrive at once.
CREATE TRIGGER platform_fee_bills_append_only BEFORE UPDATE OR DELETE ON platform_fee_bills FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER platform_fee_payments_append_only BEFORE UPDATE OR DELETE ON platform_fee_payments FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION platform_fee_payments_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  billed numeric(14, 2);
  paid numeric(14, 2);
BEGIN
  -- The bill row's lock queues concurrent payments of one bill; the second sees the first's row.
  SELECT amount INTO billed FROM platform_fee_bills WHERE id = NEW.bill_id AND company_id = NEW.company_id FOR UPDATE;
  IF billed IS NULL THEN
    RAISE EXCEPTION 'platform fee bill % not found', NEW.bill_id USING ERRCODE = 'P0001', CONSTRAINT = 'platform_fee_payments_bill';
  END IF;
  SELECT coalesce(sum(amount), 0) INTO paid FROM platform_fee_payments WHERE bill_id = NEW.bill_id;
  IF NEW.amount <= 0 OR paid + NEW.amount > billed THEN
    RAISE EXCEPTION 'platform fee bill % overpaid', NEW.bill_id USING ERRCODE = 'P0001', CONSTRAINT = 'platform_fee_payments_overpaid';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER platform_fee_payments_checked BEFORE INSERT ON platform_fee_payments FOR EACH ROW EXECUTE FUNCTION platform_fee_payments_check();
