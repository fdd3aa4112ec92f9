-- The charging ledger's guarantees, in the database so a bug in code cannot break them:
-- 1. A released bill line (released_at set) is never updated or deleted; its events are append-only.
-- 2. Releasing lines (an UPDATE setting released_at, or an INSERT of released lines) opens them in
--    bill_line_open; a released reversal or adjustment line lowers the open part of its target.
-- 3. house_receivables holds Σ open per house, kept by statement triggers on bill_line_open in the
--    writing transaction (like house_counts): what a house owes is live, never a nightly snapshot.
CREATE OR REPLACE FUNCTION bill_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.released_at IS NOT NULL THEN
    RAISE EXCEPTION 'bill line % is released: it is never updated or deleted (reverse it instead)', OLD.id
      USING ERRCODE = 'P0001', CONSTRAINT = 'bill_lines_released_immutable';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bill_lines_guard_update BEFORE UPDATE ON bill_lines FOR EACH ROW EXECUTE FUNCTION bill_lines_guard();
--> statement-breakpoint
CREATE TRIGGER bill_lines_guard_delete BEFORE DELETE ON bill_lines FOR EACH ROW EXECUTE FUNCTION bill_lines_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION append_only_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME USING ERRCODE = 'P0001', CONSTRAINT = TG_TABLE_NAME || '_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER bill_line_events_append_only BEFORE UPDATE OR DELETE ON bill_line_events FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
-- Lines released by this statement: new rows with released_at whose old row (if any) had none.
CREATE OR REPLACE FUNCTION bill_lines_open_released(released bill_lines[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bill_line_open (line_id, company_id, estate_id, house_id, item_id, due_date, late_from, open)
  SELECT r.id, r.company_id, r.estate_id, r.house_id, r.item_id, r.due_date, r.late_from, r.net
  FROM unnest(released) r
  WHERE r.reversal_of IS NULL AND r.adjusts_line_id IS NULL AND r.net <> 0
  ORDER BY r.id;
  -- Reversals and adjustments lower their target's open part (the use case checked it suffices).
  UPDATE bill_line_open o SET open = o.open + t.delta
  FROM (
    SELECT coalesce(r.reversal_of, r.adjusts_line_id) AS target, sum(r.net) AS delta
    FROM unnest(released) r
    WHERE r.reversal_of IS NOT NULL OR r.adjusts_line_id IS NOT NULL
    GROUP BY 1
  ) t
  WHERE o.line_id = t.target;
  DELETE FROM bill_line_open o WHERE o.open = 0 AND o.line_id IN (
    SELECT coalesce(r.reversal_of, r.adjusts_line_id) FROM unnest(released) r
    WHERE r.reversal_of IS NOT NULL OR r.adjusts_line_id IS NOT NULL
  );
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_lines_released_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bill_lines_open_released(ARRAY(SELECT n::bill_lines FROM new_rows n WHERE n.released_at IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_lines_released_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bill_lines_open_released(ARRAY(
    SELECT n::bill_lines FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.released_at IS NOT NULL AND o.released_at IS NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bill_lines_released_inserted AFTER INSERT ON bill_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_lines_released_on_insert();
--> statement-breakpoint
CREATE TRIGGER bill_lines_released_updated AFTER UPDATE ON bill_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_lines_released_on_update();
--> statement-breakpoint
-- house_receivables += Σ(sign × open) per house of the rows of one statement, in key order so
-- concurrent writers queue instead of deadlocking.
CREATE OR REPLACE FUNCTION house_receivables_add(rows bill_line_open[], sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO house_receivables (company_id, estate_id, house_id, open, open_lines)
  SELECT r.company_id, r.estate_id, r.house_id, sign * sum(r.open), sign * count(*)
  FROM unnest(rows) r GROUP BY r.company_id, r.estate_id, r.house_id ORDER BY r.house_id
  ON CONFLICT (house_id) DO UPDATE
    SET open = house_receivables.open + excluded.open, open_lines = house_receivables.open_lines + excluded.open_lines;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_line_open_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM house_receivables_add(ARRAY(SELECT n::bill_line_open FROM new_rows n), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_line_open_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM house_receivables_add(ARRAY(SELECT o::bill_line_open FROM old_rows o), -1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_line_open_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO house_receivables (company_id, estate_id, house_id, open, open_lines)
  SELECT n.company_id, n.estate_id, n.house_id, sum(n.open - o.open), 0
  FROM new_rows n JOIN old_rows o ON o.line_id = n.line_id
  GROUP BY n.company_id, n.estate_id, n.house_id ORDER BY n.house_id
  ON CONFLICT (house_id) DO UPDATE SET open = house_receivables.open + excluded.open;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bill_line_open_count_inserted AFTER INSERT ON bill_line_open
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_line_open_inserted();
--> statement-breakpoint
CREATE TRIGGER bill_line_open_count_deleted AFTER DELETE ON bill_line_open
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_line_open_deleted();
--> statement-breakpoint
CREATE TRIGGER bill_line_open_count_updated AFTER UPDATE ON bill_line_open
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_line_open_updated();
