-- The ageing of what houses owe, kept in the writing transaction like house_receivables, so the
-- arrears summary of a company sums a few thousand rows instead of its open lines:
-- house_due_open: per house and due date, its open lines and amount;
-- arrears_due_pairs: per (company, estate, due date, the house's previous open due date or
-- -infinity) how many houses have that pair, with their open lines and amount.
-- A statement on bill_line_open takes the pairs of the houses it touched out and puts their new
-- pairs in (only the differences are written). The houses' house_receivables rows are locked first,
-- in house order, so two transactions of one house queue and each reads the other's committed rows.
CREATE OR REPLACE FUNCTION house_ageing_add(deltas house_due_open[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  touched bigint[];
BEGIN
  touched := ARRAY(SELECT DISTINCT d.house_id FROM unnest(deltas) d ORDER BY 1);
  IF cardinality(touched) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM house_receivables r WHERE r.house_id = ANY (touched) ORDER BY r.house_id FOR UPDATE;
  INSERT INTO arrears_due_pairs AS p (company_id, estate_id, due_date, prev_due, houses, lines, open)
  SELECT x.company_id, x.estate_id, x.due_date, x.prev_due, sum(x.houses), sum(x.lines), sum(x.open)
  FROM (
    SELECT o.company_id, o.estate_id, o.due_date,
           coalesce(lag(o.due_date) OVER (PARTITION BY o.house_id ORDER BY o.due_date), '-infinity'::date) AS prev_due,
           -1 AS houses, -o.lines AS lines, -o.open AS open
    FROM house_due_open o WHERE o.house_id = ANY (touched)
    UNION ALL
    SELECT n.company_id, n.estate_id, n.due_date,
           coalesce(lag(n.due_date) OVER (PARTITION BY n.house_id ORDER BY n.due_date), '-infinity'::date),
           1, n.lines, n.open
    FROM (
      SELECT u.company_id, u.estate_id, u.house_id, u.due_date, sum(u.lines) AS lines, sum(u.open) AS open
      FROM (
        SELECT o.company_id, o.estate_id, o.house_id, o.due_date, o.lines, o.open FROM house_due_open o WHERE o.house_id = ANY (touched)
        UNION ALL
        SELECT d.company_id, d.estate_id, d.house_id, d.due_date, d.lines, d.open FROM unnest(deltas) d
      ) u
      GROUP BY u.company_id, u.estate_id, u.house_id, u.due_date
      HAVING sum(u.lines) <> 0
    ) n
  ) x
  GROUP BY x.company_id, x.estate_id, x.due_date, x.prev_due
  HAVING sum(x.houses) <> 0 OR sum(x.lines) <> 0 OR sum(x.open) <> 0
  ORDER BY x.company_id, x.estate_id, x.due_date, x.prev_due
  ON CONFLICT (company_id, estate_id, due_date, prev_due) DO UPDATE
    SET houses = p.houses + excluded.houses, lines = p.lines + excluded.lines, open = p.open + excluded.open;

  INSERT INTO house_due_open AS h (house_id, due_date, company_id, estate_id, lines, open)
  SELECT d.house_id, d.due_date, d.company_id, d.estate_id, sum(d.lines), sum(d.open)
  FROM unnest(deltas) d
  GROUP BY d.house_id, d.due_date, d.company_id, d.estate_id
  ORDER BY d.house_id, d.due_date
  ON CONFLICT (house_id, due_date) DO UPDATE SET lines = h.lines + excluded.lines, open = h.open + excluded.open;
  DELETE FROM house_due_open o WHERE o.house_id = ANY (touched) AND o.lines = 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_line_open_aged_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM house_ageing_add(ARRAY(
    SELECT ROW(n.house_id, n.due_date, n.company_id, n.estate_id, 1, n.open)::house_due_open FROM new_rows n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_line_open_aged_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM house_ageing_add(ARRAY(
    SELECT ROW(o.house_id, o.due_date, o.company_id, o.estate_id, -1, -o.open)::house_due_open FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update moves the amount only (the house and due date of a line never change).
CREATE OR REPLACE FUNCTION bill_line_open_aged_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM house_ageing_add(ARRAY(
    SELECT ROW(n.house_id, n.due_date, n.company_id, n.estate_id, 0, n.open - o.open)::house_due_open
    FROM new_rows n JOIN old_rows o ON o.line_id = n.line_id WHERE n.open <> o.open));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named after bill_line_open_count_*: triggers of an event fire in name order, so house_receivables
-- has its rows (and this transaction their locks) before these run.
CREATE TRIGGER bill_line_open_due_inserted AFTER INSERT ON bill_line_open
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_line_open_aged_inserted();
--> statement-breakpoint
CREATE TRIGGER bill_line_open_due_deleted AFTER DELETE ON bill_line_open
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_line_open_aged_deleted();
--> statement-breakpoint
CREATE TRIGGER bill_line_open_due_updated AFTER UPDATE ON bill_line_open
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_line_open_aged_updated();
--> statement-breakpoint
-- Builds both tables from bill_line_open in bulk (after a bulk load that bypassed the triggers;
-- seed:scale's settlement data): replaces what they hold.
CREATE OR REPLACE FUNCTION receivables_ageing_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM arrears_due_pairs;
  DELETE FROM house_due_open;
  INSERT INTO house_due_open (house_id, due_date, company_id, estate_id, lines, open)
  SELECT o.house_id, o.due_date, min(o.company_id), min(o.estate_id), count(*), sum(o.open)
  FROM bill_line_open o GROUP BY o.house_id, o.due_date;
  INSERT INTO arrears_due_pairs (company_id, estate_id, due_date, prev_due, houses, lines, open)
  SELECT x.company_id, x.estate_id, x.due_date, x.prev_due, count(*), sum(x.lines), sum(x.open)
  FROM (
    SELECT o.company_id, o.estate_id, o.due_date, o.lines, o.open,
           coalesce(lag(o.due_date) OVER (PARTITION BY o.house_id ORDER BY o.due_date), '-infinity'::date) AS prev_due
    FROM house_due_open o
  ) x
  GROUP BY x.company_id, x.estate_id, x.due_date, x.prev_due;
END $$;
