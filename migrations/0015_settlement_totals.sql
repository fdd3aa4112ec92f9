-- 决策看板 totals, kept in the writing transaction like house_receivables so the settlement
-- dashboard sums a few hundred rows instead of every released line and tender:
-- settlement_period_totals: per (company, estate, period) Σ net of the released lines (releasing
--   is the only way a line's net counts: released lines are never updated or deleted, and
--   reversals and reductions are released lines of their own) and Σ open of them (bill_line_open
--   moves by release, payment, 冲红, reversal and adjustment; its statement triggers see every move).
-- tender_day_totals: per (company, business day, estate, method) Σ tenders (append-only; refunds
--   and 冲红 are new negative tenders).
-- Rows are upserted in key order so concurrent writers queue instead of deadlocking, and never
-- deleted. Bulk loads that switch these triggers off rebuild both with settlement_totals_rebuild().
CREATE OR REPLACE FUNCTION settlement_period_totals_add(deltas settlement_period_totals[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO settlement_period_totals AS t (company_id, estate_id, period, receivable, open)
  SELECT d.company_id, d.estate_id, d.period, sum(d.receivable), sum(d.open)
  FROM unnest(deltas) d
  GROUP BY d.company_id, d.period, d.estate_id
  ORDER BY d.company_id, d.period, d.estate_id
  ON CONFLICT (company_id, period, estate_id) DO UPDATE
    SET receivable = t.receivable + excluded.receivable, open = t.open + excluded.open;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_lines_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM settlement_period_totals_add(ARRAY(
    SELECT ROW(n.company_id, n.estate_id, n.period, coalesce(n.net, 0), 0)::settlement_period_totals
    FROM new_rows n WHERE n.released_at IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_lines_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM settlement_period_totals_add(ARRAY(
    SELECT ROW(n.company_id, n.estate_id, n.period, coalesce(n.net, 0), 0)::settlement_period_totals
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.released_at IS NOT NULL AND o.released_at IS NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bill_lines_totals_released_inserted AFTER INSERT ON bill_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_lines_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER bill_lines_totals_released_updated AFTER UPDATE ON bill_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_lines_totals_updated();
--> statement-breakpoint
-- The open part moves by period of its line (a line's period never changes once released).
CREATE OR REPLACE FUNCTION bill_line_open_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM settlement_period_totals_add(ARRAY(
    SELECT ROW(l.company_id, l.estate_id, l.period, 0, n.open)::settlement_period_totals
    FROM new_rows n JOIN bill_lines l ON l.id = n.line_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_line_open_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM settlement_period_totals_add(ARRAY(
    SELECT ROW(l.company_id, l.estate_id, l.period, 0, -o.open)::settlement_period_totals
    FROM old_rows o JOIN bill_lines l ON l.id = o.line_id WHERE o.open <> 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_line_open_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM settlement_period_totals_add(ARRAY(
    SELECT ROW(l.company_id, l.estate_id, l.period, 0, n.open - o.open)::settlement_period_totals
    FROM new_rows n JOIN old_rows o ON o.line_id = n.line_id JOIN bill_lines l ON l.id = n.line_id
    WHERE n.open <> o.open));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named after bill_line_open_count_* and _due_*: triggers of an event fire in name order, so the
-- houses' house_receivables rows are locked (in house order) before these totals are.
CREATE TRIGGER bill_line_open_totals_inserted AFTER INSERT ON bill_line_open
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_line_open_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER bill_line_open_totals_deleted AFTER DELETE ON bill_line_open
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_line_open_totals_deleted();
--> statement-breakpoint
CREATE TRIGGER bill_line_open_totals_updated AFTER UPDATE ON bill_line_open
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_line_open_totals_updated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_tenders_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tender_day_totals AS d (company_id, business_date, estate_id, method, amount)
  SELECT p.company_id, p.business_date, p.estate_id, n.method, sum(n.amount)
  FROM new_rows n JOIN payments p ON p.id = n.payment_id
  GROUP BY p.company_id, p.business_date, p.estate_id, n.method
  ORDER BY p.company_id, p.business_date, p.estate_id, n.method
  ON CONFLICT (company_id, business_date, estate_id, method) DO UPDATE SET amount = d.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_tenders_totals_inserted AFTER INSERT ON payment_tenders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_tenders_totals_inserted();
--> statement-breakpoint
-- Builds both tables from the lines and tenders (replacing what they hold): the backfill below and
-- bulk loads with these triggers off (seed:scale's settlement data).
CREATE OR REPLACE FUNCTION settlement_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM settlement_period_totals;
  INSERT INTO settlement_period_totals (company_id, estate_id, period, receivable, open)
  SELECT l.company_id, l.estate_id, l.period, coalesce(sum(l.net), 0), coalesce(sum(o.open), 0)
  FROM bill_lines l LEFT JOIN bill_line_open o ON o.line_id = l.id
  WHERE l.released_at IS NOT NULL
  GROUP BY l.company_id, l.estate_id, l.period;
  DELETE FROM tender_day_totals;
  INSERT INTO tender_day_totals (company_id, business_date, estate_id, method, amount)
  SELECT p.company_id, p.business_date, p.estate_id, t.method, sum(t.amount)
  FROM payment_tenders t JOIN payments p ON p.id = t.payment_id
  GROUP BY p.company_id, p.business_date, p.estate_id, t.method;
END $$;
--> statement-breakpoint
SELECT settlement_totals_rebuild();
