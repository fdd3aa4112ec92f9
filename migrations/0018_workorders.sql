-- 工单 (issue 34): an order's timeline, its 完工 materials and photos are what happened: never updated or deleted.
CREATE TRIGGER work_order_events_append_only BEFORE UPDATE OR DELETE ON work_order_events FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER work_order_materials_append_only BEFORE UPDATE OR DELETE ON work_order_materials FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER work_order_photos_append_only BEFORE UPDATE OR DELETE ON work_order_photos FOR EACH ROW EXECUTE FUNCTION append_only_guard();

--> statement-breakpoint
-- Orders per (company, state) in work_order_state_counts (the board's totals), kept like house_counts: statement-level
-- triggers with transition tables, one aggregated upsert per statement in the writing transaction, groups in key
-- order so concurrent writers queue instead of deadlocking; an update counts only when a row's state changes.
CREATE OR REPLACE FUNCTION work_order_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_order_state_counts (company_id, state, n)
  SELECT company_id, state, count(*) FROM new_rows GROUP BY company_id, state ORDER BY company_id, state
  ON CONFLICT (company_id, state) DO UPDATE SET n = work_order_state_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION work_order_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_order_state_counts (company_id, state, n)
  SELECT company_id, state, -count(*) FROM old_rows GROUP BY company_id, state ORDER BY company_id, state
  ON CONFLICT (company_id, state) DO UPDATE SET n = work_order_state_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION work_order_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_order_state_counts (company_id, state, n)
  SELECT company_id, state, sum(delta)::int FROM (
    SELECT o.company_id, o.state, -1 AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.state <> o.state OR n.company_id <> o.company_id
    UNION ALL
    SELECT n.company_id, n.state, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.state <> o.state OR n.company_id <> o.company_id
  ) moved
  GROUP BY company_id, state ORDER BY company_id, state
  ON CONFLICT (company_id, state) DO UPDATE SET n = work_order_state_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER work_orders_count_inserted AFTER INSERT ON work_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER work_orders_count_deleted AFTER DELETE ON work_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER work_orders_count_updated AFTER UPDATE ON work_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_updated();
--> statement-breakpoint
-- Orders written before the triggers existed.
INSERT INTO work_order_state_counts (company_id, state, n)
SELECT company_id, state, count(*) FROM work_orders GROUP BY company_id, state
ON CONFLICT (company_id, state) DO UPDATE SET n = excluded.n;

--> statement-breakpoint
-- Open orders per (company, UTC hour of due time: the session's time zone never moves a bucket) in work_order_due_counts (超时's total), kept the same way: one aggregated
-- upsert per statement, groups in key order; an update counts only when a row's company, open-ness or due hour changes.
CREATE OR REPLACE FUNCTION work_order_due_open(state text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT state IN ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION work_order_due_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_order_due_counts (company_id, due_hour, n)
  SELECT company_id, date_trunc('hour', due_at, 'UTC'), count(*) FROM new_rows
  WHERE due_at IS NOT NULL AND work_order_due_open(state)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (company_id, due_hour) DO UPDATE SET n = work_order_due_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION work_order_due_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_order_due_counts (company_id, due_hour, n)
  SELECT company_id, date_trunc('hour', due_at, 'UTC'), -count(*) FROM old_rows
  WHERE due_at IS NOT NULL AND work_order_due_open(state)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (company_id, due_hour) DO UPDATE SET n = work_order_due_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION work_order_due_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_order_due_counts (company_id, due_hour, n)
  SELECT company_id, due_hour, sum(delta)::int FROM (
    SELECT o.company_id, date_trunc('hour', o.due_at, 'UTC') AS due_hour, -1 AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.due_at IS NOT NULL AND work_order_due_open(o.state)
      AND (n.company_id <> o.company_id OR NOT work_order_due_open(n.state) OR n.due_at IS NULL
           OR date_trunc('hour', n.due_at, 'UTC') <> date_trunc('hour', o.due_at, 'UTC'))
    UNION ALL
    SELECT n.company_id, date_trunc('hour', n.due_at, 'UTC'), 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.due_at IS NOT NULL AND work_order_due_open(n.state)
      AND (n.company_id <> o.company_id OR NOT work_order_due_open(o.state) OR o.due_at IS NULL
           OR date_trunc('hour', n.due_at, 'UTC') <> date_trunc('hour', o.due_at, 'UTC'))
  ) moved
  GROUP BY company_id, due_hour ORDER BY company_id, due_hour
  ON CONFLICT (company_id, due_hour) DO UPDATE SET n = work_order_due_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER work_orders_due_count_inserted AFTER INSERT ON work_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_due_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER work_orders_due_count_deleted AFTER DELETE ON work_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_due_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER work_orders_due_count_updated AFTER UPDATE ON work_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_due_counts_updated();
--> statement-breakpoint
-- Orders written before the triggers existed.
INSERT INTO work_order_due_counts (company_id, due_hour, n)
SELECT company_id, date_trunc('hour', due_at, 'UTC'), count(*) FROM work_orders
WHERE due_at IS NOT NULL AND work_order_due_open(state)
GROUP BY 1, 2
ON CONFLICT (company_id, due_hour) DO UPDATE SET n = excluded.n;
